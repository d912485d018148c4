-- +goose Up
-- /readyz writes this one row for real: a copy whose database cannot write
-- (disk full, in recovery, read-only) must stop taking visitors.
CREATE TABLE health_probe (
    id    INTEGER PRIMARY KEY CHECK (id = 1),
    at    TIMESTAMPTZ NOT NULL,
    probe BYTEA NOT NULL
);

-- +goose Down
DROP TABLE health_probe;
