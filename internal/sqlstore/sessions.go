package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"math/rand/v2"
	"time"

	"github.com/alexedwards/scs/v2"
)

// Sessions keeps the back-office's scs sessions in the site's database, so every
// copy of the site shares them and a restart keeps them.
type Sessions struct{ s *Store }

var _ scs.CtxStore = Sessions{}

// Sessions returns the session store over this database.
func (s *Store) Sessions() Sessions { return Sessions{s} }

// An ended session keeps its row with empty data until it expires: scs commits
// every request's session (to push the idle deadline), so a request that loaded
// it before the end must not bring it back when it finishes.

// FindCtx returns the data of an unexpired session that has not ended.
func (ss Sessions) FindCtx(ctx context.Context, token string) ([]byte, bool, error) {
	var data []byte
	err := ss.s.readRow(ctx, `SELECT data FROM sessions WHERE token = ? AND expiry > ? AND length(data) > 0`, token, ss.s.d.time(time.Now())).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, ss.s.fail("find session", err)
	}
	return data, true, nil
}

// CommitCtx saves a session; now and then it also drops expired ones, so no sweeper is needed.
func (ss Sessions) CommitCtx(ctx context.Context, token string, data []byte, expiry time.Time) error {
	if rand.IntN(64) == 0 {
		if _, err := ss.s.write(ctx, `DELETE FROM sessions WHERE expiry <= ?`, ss.s.d.time(time.Now())); err != nil {
			return ss.s.fail("drop expired sessions", err)
		}
	}
	_, err := ss.s.write(ctx, `
		INSERT INTO sessions (token, data, expiry) VALUES (?, ?, ?)
		ON CONFLICT (token) DO UPDATE SET data = excluded.data, expiry = excluded.expiry WHERE length(sessions.data) > 0`,
		token, data, ss.s.d.time(expiry))
	if err != nil {
		return ss.s.fail("commit session", err)
	}
	return nil
}

// DeleteCtx ends a session for good (see FindCtx).
func (ss Sessions) DeleteCtx(ctx context.Context, token string) error {
	if _, err := ss.s.write(ctx, `UPDATE sessions SET data = ? WHERE token = ?`, []byte{}, token); err != nil {
		return ss.s.fail("delete session", err)
	}
	return nil
}

// Find, Commit and Delete are scs.Store's context-free forms; scs calls the Ctx ones.
func (ss Sessions) Find(token string) ([]byte, bool, error) {
	return ss.FindCtx(context.Background(), token)
}

func (ss Sessions) Commit(token string, data []byte, expiry time.Time) error {
	return ss.CommitCtx(context.Background(), token, data, expiry)
}

func (ss Sessions) Delete(token string) error { return ss.DeleteCtx(context.Background(), token) }
