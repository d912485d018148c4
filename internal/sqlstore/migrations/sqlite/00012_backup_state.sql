-- +goose Up
-- One row: the scheduled backup's lease (one copy of the site backs up at a
-- time) and the outcome of the last attempt, read by every copy's System page.
CREATE TABLE backup_state (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    attempt         INTEGER NOT NULL DEFAULT 0,
    lease_owner     TEXT,
    lease_until     TEXT,
    watch_since     TEXT,
    last_attempt_at TEXT,
    last_success_at TEXT,
    last_file       TEXT    NOT NULL DEFAULT '',
    last_size       INTEGER NOT NULL DEFAULT 0,
    last_place      TEXT    NOT NULL DEFAULT '',
    last_error      TEXT    NOT NULL DEFAULT '',
    failures        INTEGER NOT NULL DEFAULT 0,
    alerted_at      TEXT
);
INSERT INTO backup_state (id) VALUES (1);

-- +goose Down
DROP TABLE backup_state;
