-- +goose Up
-- kind and lead_id let the visitor's confirmation be sent at most once per lead.
ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'company' CHECK (kind IN ('company', 'visitor'));
-- No foreign key: a mail already sent stays on record even if its lead is later removed.
ALTER TABLE outbox ADD COLUMN lead_id BIGINT;
CREATE UNIQUE INDEX outbox_lead_kind ON outbox (lead_id, kind) WHERE lead_id IS NOT NULL;
CREATE INDEX outbox_failed ON outbox (id) WHERE status = 'failed';

-- The first answer to an Idempotency-Key, written in the transaction of what it created.
CREATE TABLE idempotency_keys (
    route      TEXT        NOT NULL,
    key        TEXT        NOT NULL,
    status     INTEGER     NOT NULL,
    body       TEXT        NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (route, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

-- +goose Down
DROP TABLE idempotency_keys;
DROP INDEX outbox_failed;
DROP INDEX outbox_lead_kind;
ALTER TABLE outbox DROP COLUMN lead_id;
ALTER TABLE outbox DROP COLUMN kind;
