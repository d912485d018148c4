-- +goose Up
-- A mail whose recipient is being erased (the erasure's confirmation) is deleted once delivered: the mail log keeps
-- when it went and its kind, never the address (issue 41 item 12).
ALTER TABLE outbox ADD COLUMN forget_sent BOOLEAN NOT NULL DEFAULT FALSE;

-- +goose Down
ALTER TABLE outbox DROP COLUMN forget_sent;
