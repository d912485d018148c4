-- +goose Up
-- Staff correcting a lead's name, mobile, city or property type is a timeline line of its own kind (issue 41
-- item 11): unlike a note it is no contact. SQLite cannot change a CHECK in place, so the timeline is copied.
CREATE TABLE lead_events_next (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id   INTEGER NOT NULL REFERENCES leads (id),
    at        TEXT    NOT NULL,
    actor_id  INTEGER REFERENCES staff_accounts (id),
    kind      TEXT    NOT NULL CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged', 'call', 'whatsapp', 'details')),
    text      TEXT    NOT NULL,
    status_to TEXT,
    import_id INTEGER REFERENCES lead_imports (id)
);
INSERT INTO lead_events_next (id, lead_id, at, actor_id, kind, text, status_to, import_id)
    SELECT id, lead_id, at, actor_id, kind, text, status_to, import_id FROM lead_events;
DROP TABLE lead_events;
ALTER TABLE lead_events_next RENAME TO lead_events;
CREATE INDEX lead_events_lead ON lead_events (lead_id, id);
CREATE INDEX lead_events_import ON lead_events (import_id) WHERE import_id IS NOT NULL;

-- +goose Down
CREATE TABLE lead_events_next (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id   INTEGER NOT NULL REFERENCES leads (id),
    at        TEXT    NOT NULL,
    actor_id  INTEGER REFERENCES staff_accounts (id),
    kind      TEXT    NOT NULL CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged', 'call', 'whatsapp')),
    text      TEXT    NOT NULL,
    status_to TEXT,
    import_id INTEGER REFERENCES lead_imports (id)
);
INSERT INTO lead_events_next (id, lead_id, at, actor_id, kind, text, status_to, import_id)
    SELECT id, lead_id, at, actor_id, CASE WHEN kind = 'details' THEN 'note' ELSE kind END, text, status_to, import_id FROM lead_events;
DROP TABLE lead_events;
ALTER TABLE lead_events_next RENAME TO lead_events;
CREATE INDEX lead_events_lead ON lead_events (lead_id, id);
CREATE INDEX lead_events_import ON lead_events (import_id) WHERE import_id IS NOT NULL;
