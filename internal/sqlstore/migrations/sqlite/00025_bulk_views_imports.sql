-- +goose Up
-- A CSV import of existing leads: one row per import. The leads it created carry its id,
-- and so do the timeline lines it added to leads that already had the mobile, so the
-- whole import can be undone.
CREATE TABLE lead_imports (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    staff_id   INTEGER NOT NULL REFERENCES staff_accounts (id),
    file_name  TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    row_count  INTEGER NOT NULL,
    created    INTEGER NOT NULL,
    linked     INTEGER NOT NULL,
    refused    INTEGER NOT NULL,
    undone_at  TEXT
);
ALTER TABLE leads ADD COLUMN import_id INTEGER REFERENCES lead_imports (id);
CREATE INDEX leads_import ON leads (import_id) WHERE import_id IS NOT NULL;
ALTER TABLE lead_events ADD COLUMN import_id INTEGER REFERENCES lead_imports (id);
CREATE INDEX lead_events_import ON lead_events (import_id) WHERE import_id IS NOT NULL;

-- A member of staff's named filters of the lead list (the list's query string).
CREATE TABLE lead_views (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    staff_id   INTEGER NOT NULL REFERENCES staff_accounts (id),
    name       TEXT    NOT NULL,
    query      TEXT    NOT NULL,
    created_at TEXT    NOT NULL
);
CREATE UNIQUE INDEX lead_views_name ON lead_views (staff_id, lower(name));

-- +goose Down
DROP TABLE lead_views;
DROP INDEX lead_events_import;
ALTER TABLE lead_events DROP COLUMN import_id;
DROP INDEX leads_import;
ALTER TABLE leads DROP COLUMN import_id;
DROP TABLE lead_imports;
