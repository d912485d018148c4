-- +goose Up
-- A contact message can become (or join) a lead and be answered by mail from the back-office.
-- No foreign key: leads are never deleted (merged ones stay), as with outbox.lead_id.
ALTER TABLE contact_messages ADD COLUMN lead_id INTEGER;
ALTER TABLE contact_messages ADD COLUMN replied_at TEXT;
ALTER TABLE contact_messages ADD COLUMN replied_by INTEGER;

-- +goose Down
ALTER TABLE contact_messages DROP COLUMN replied_by;
ALTER TABLE contact_messages DROP COLUMN replied_at;
ALTER TABLE contact_messages DROP COLUMN lead_id;
