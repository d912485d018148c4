package sqlstore

// PostgresFold is the fold's counting statement as PostgreSQL takes it, for a test that takes the queue's rows itself.
var PostgresFold = postgresDialect.rebind(postgresFold)
