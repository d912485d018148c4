-- +goose Up
-- A logged call is one timeline line of its own kind. SQLite cannot change a
-- CHECK in place, so the timeline is copied into a table that allows it.
CREATE TABLE lead_events_next (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id  INTEGER NOT NULL REFERENCES leads (id),
    at       TEXT    NOT NULL,
    actor_id INTEGER REFERENCES staff_accounts (id),
    kind     TEXT    NOT NULL CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged', 'call')),
    text     TEXT    NOT NULL
);
INSERT INTO lead_events_next (id, lead_id, at, actor_id, kind, text) SELECT id, lead_id, at, actor_id, kind, text FROM lead_events;
DROP TABLE lead_events;
ALTER TABLE lead_events_next RENAME TO lead_events;
CREATE INDEX lead_events_lead ON lead_events (lead_id, id);

-- +goose Down
CREATE TABLE lead_events_next (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id  INTEGER NOT NULL REFERENCES leads (id),
    at       TEXT    NOT NULL,
    actor_id INTEGER REFERENCES staff_accounts (id),
    kind     TEXT    NOT NULL CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged')),
    text     TEXT    NOT NULL
);
INSERT INTO lead_events_next (id, lead_id, at, actor_id, kind, text)
    SELECT id, lead_id, at, actor_id, CASE WHEN kind = 'call' THEN 'note' ELSE kind END, text FROM lead_events;
DROP TABLE lead_events;
ALTER TABLE lead_events_next RENAME TO lead_events;
CREATE INDEX lead_events_lead ON lead_events (lead_id, id);
