-- +goose Up
-- A consent staff record for a caller on the phone (issue 28): the member of staff who read
-- the notice to them; 0 when the person sent a form themselves (its client address says from where).
ALTER TABLE consents ADD COLUMN recorded_by BIGINT NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE consents DROP COLUMN recorded_by;
