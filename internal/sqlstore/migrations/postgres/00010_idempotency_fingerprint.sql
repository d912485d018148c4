-- +goose Up
-- A key is bound to the request it first answered, so the same key with other
-- details is refused instead of replayed (and the second request lost).
ALTER TABLE idempotency_keys ADD COLUMN fingerprint TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE idempotency_keys DROP COLUMN fingerprint;
