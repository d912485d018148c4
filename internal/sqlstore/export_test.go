package sqlstore

import "context"

// PostgresFold is the fold's counting statement as PostgreSQL takes it, for a test that takes the queue's rows itself.
var PostgresFold = postgresDialect.rebind(postgresFold)

// MigrateTo moves the database up or down to version, for a test of what one migration does to data written before it.
func (s *Store) MigrateTo(ctx context.Context, version int64) error {
	p, err := s.migrations(ctx)
	if err != nil {
		return err
	}
	if cur, err := p.GetDBVersion(ctx); err != nil || cur == version {
		return err
	} else if cur > version {
		_, err = p.DownTo(ctx, version)
		return err
	}
	_, err = p.UpTo(ctx, version)
	return err
}
