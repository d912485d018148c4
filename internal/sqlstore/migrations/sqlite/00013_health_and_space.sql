-- +goose NO TRANSACTION
-- +goose Up
-- /readyz writes this one row for real: a copy that cannot write (disk full,
-- read-only file system) must stop taking visitors, not only one that cannot read.
CREATE TABLE IF NOT EXISTS health_probe (
    id    INTEGER PRIMARY KEY CHECK (id = 1),
    at    TEXT NOT NULL,
    probe BLOB NOT NULL
);
-- Free pages go back to the file system after clean-ups (PRAGMA incremental_vacuum);
-- switching a database that exists already takes one VACUUM, outside a transaction.
PRAGMA auto_vacuum = INCREMENTAL;
VACUUM;

-- +goose Down
DROP TABLE IF EXISTS health_probe;
