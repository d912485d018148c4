-- +goose Up
-- A booking keeps the status it moved its lead from (issue 41): when the visitor cancels, the lead steps back
-- to it. Bookings made before keep '' and step back to Contacted.
ALTER TABLE appointments ADD COLUMN lead_status_before TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE appointments DROP COLUMN lead_status_before;
