-- +goose Up
-- The format of a row's message (mail.OutboxFormat): a worker claims only the
-- formats it knows, so an older copy sharing the database never sends a newer
-- row with an empty body. Rows already queued are format 1, today's.
ALTER TABLE outbox ADD COLUMN format INTEGER NOT NULL DEFAULT 1;

-- +goose Down
ALTER TABLE outbox DROP COLUMN format;
