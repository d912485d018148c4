-- +goose Up
-- Contact messages and subscribers are worked through in the back-office: handled by whom, when, at which version.
ALTER TABLE contact_messages ADD COLUMN handled_at TEXT;
ALTER TABLE contact_messages ADD COLUMN handled_by INTEGER;
ALTER TABLE contact_messages ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
CREATE INDEX contact_messages_open ON contact_messages (id) WHERE handled_at IS NULL;

ALTER TABLE subscriptions ADD COLUMN handled_at TEXT;
ALTER TABLE subscriptions ADD COLUMN handled_by INTEGER;
ALTER TABLE subscriptions ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
CREATE INDEX subscriptions_open ON subscriptions (id) WHERE handled_at IS NULL;

-- Mail problems: pending mail by age, for the back-office's list.
CREATE INDEX outbox_pending_created ON outbox (created_at) WHERE status = 'pending';

-- The company's CRM webhook: one row, its secret made by the server.
CREATE TABLE crm_webhook (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    url        TEXT    NOT NULL DEFAULT '',
    enabled    INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
    secret     TEXT    NOT NULL DEFAULT '',
    version    INTEGER NOT NULL DEFAULT 1,
    updated_at TEXT
);
INSERT INTO crm_webhook (id) VALUES (1);

-- +goose Down
DROP TABLE crm_webhook;
DROP INDEX outbox_pending_created;
DROP INDEX subscriptions_open;
ALTER TABLE subscriptions DROP COLUMN version;
ALTER TABLE subscriptions DROP COLUMN handled_by;
ALTER TABLE subscriptions DROP COLUMN handled_at;
DROP INDEX contact_messages_open;
ALTER TABLE contact_messages DROP COLUMN version;
ALTER TABLE contact_messages DROP COLUMN handled_by;
ALTER TABLE contact_messages DROP COLUMN handled_at;
