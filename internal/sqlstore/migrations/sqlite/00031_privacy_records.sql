-- +goose Up
-- Issue 28, items 5-6: who looked at whom, and the breach register.
-- access_log is one row per opening, search or export by staff; the records it
-- touched are rows of access_log_records (ids only, never a copy of personal data),
-- so the owner finds everything done to one person through an index. all_of names
-- the kind an unfiltered export covered entirely (a person of that kind was in it).
CREATE TABLE access_log (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    at          TEXT    NOT NULL,
    actor_id    INTEGER NOT NULL,
    actor_email TEXT    NOT NULL,
    action      TEXT    NOT NULL,
    shape       TEXT    NOT NULL DEFAULT '',
    total       INTEGER NOT NULL DEFAULT 0,
    all_of      TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX access_log_at ON access_log (at);
CREATE INDEX access_log_actor ON access_log (actor_id, id);
CREATE TABLE access_log_records (
    entry_id  INTEGER NOT NULL REFERENCES access_log (id) ON DELETE CASCADE,
    kind      TEXT    NOT NULL,
    record_id INTEGER NOT NULL
);
CREATE INDEX access_log_records_record ON access_log_records (kind, record_id, entry_id);
CREATE INDEX access_log_records_entry ON access_log_records (entry_id);

-- Each incident is one row of JSON with its version (the one edit road); found_at orders the register.
CREATE TABLE breaches (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    body       TEXT    NOT NULL,
    found_at   TEXT    NOT NULL,
    version    INTEGER NOT NULL,
    created_at TEXT    NOT NULL,
    updated_at TEXT    NOT NULL
);
-- The processors the owner lists beside the configured ones: one row of JSON with its version.
CREATE TABLE breach_processors (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    body       TEXT    NOT NULL,
    version    INTEGER NOT NULL,
    updated_at TEXT    NOT NULL
);

-- +goose Down
DROP TABLE breach_processors;
DROP TABLE breaches;
DROP TABLE access_log_records;
DROP TABLE access_log;
