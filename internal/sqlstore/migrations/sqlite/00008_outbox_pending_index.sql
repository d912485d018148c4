-- +goose Up
-- The claim walks the pending rows oldest first and stops at its limit; the
-- old (status, next_attempt_at) index made it read and sort every pending row
-- (PostgreSQL has had this index from the start).
DROP INDEX outbox_due;
CREATE INDEX outbox_pending ON outbox (id) WHERE status = 'pending';

-- +goose Down
DROP INDEX outbox_pending;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
