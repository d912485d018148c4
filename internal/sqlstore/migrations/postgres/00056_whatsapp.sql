-- +goose Up
-- WhatsApp as a channel: every message of a lead's conversation either way, and the queue of those going
-- out (leased and retried as the outbox's rows are, one row each, so a lead's write adds one statement at
-- most); wamid is WhatsApp's id of a message, unique, so forty deliveries of one message store it once.
CREATE TABLE whatsapp_messages (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    lead_id         BIGINT      NOT NULL REFERENCES leads (id),
    direction       TEXT        NOT NULL CHECK (direction IN ('in', 'out')),
    kind            TEXT        NOT NULL DEFAULT '',
    template        TEXT        NOT NULL DEFAULT '',
    language        TEXT        NOT NULL DEFAULT '',
    params          TEXT        NOT NULL DEFAULT '[]',
    text            TEXT        NOT NULL,
    status          TEXT        NOT NULL CHECK (status IN ('queued', 'sent', 'delivered', 'read', 'failed', 'received')),
    wamid           TEXT        UNIQUE,
    staff_id        BIGINT      REFERENCES staff_accounts (id),
    created_at      TIMESTAMPTZ NOT NULL,
    status_at       TIMESTAMPTZ,
    read_at         TIMESTAMPTZ,
    attempts        INTEGER     NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ,
    lease_owner     TEXT,
    lease_until     TIMESTAMPTZ,
    last_error      TEXT        NOT NULL DEFAULT '',
    referral        TEXT        NOT NULL DEFAULT ''
);
CREATE INDEX whatsapp_messages_lead ON whatsapp_messages (lead_id, id);
CREATE INDEX whatsapp_messages_queued ON whatsapp_messages (id) WHERE status = 'queued';
CREATE INDEX whatsapp_messages_failed ON whatsapp_messages (id) WHERE status = 'failed';
CREATE INDEX whatsapp_messages_unread ON whatsapp_messages (lead_id) WHERE direction = 'in' AND read_at IS NULL;

-- The owner's template for each kind of message the business starts, and how the Cloud API last answered.
CREATE TABLE whatsapp_settings (
    id              INTEGER     PRIMARY KEY CHECK (id = 1),
    templates       TEXT        NOT NULL DEFAULT '{}',
    version         BIGINT      NOT NULL DEFAULT 1,
    updated_at      TIMESTAMPTZ,
    last_error      TEXT        NOT NULL DEFAULT '',
    last_error_at   TIMESTAMPTZ,
    last_success_at TIMESTAMPTZ
);
INSERT INTO whatsapp_settings (id) VALUES (1);

-- +goose Down
DROP TABLE whatsapp_settings;
DROP TABLE whatsapp_messages;
