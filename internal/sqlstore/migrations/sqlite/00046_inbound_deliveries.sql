-- +goose Up
-- Webhook deliveries from outside platforms (WhatsApp, Meta lead ads, Google lead forms,
-- Razorpay), stored as received before they are answered and processed from here (internal/inbound).
-- A repeat of a platform's delivery (same source and id) is stored once. next_attempt_at NULL
-- means due at once; body is emptied once processed.
CREATE TABLE inbound_deliveries (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    source          TEXT    NOT NULL,
    event_id        TEXT    NOT NULL,
    body            BLOB    NOT NULL,
    received_at     TEXT    NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    last_error      TEXT    NOT NULL DEFAULT '',
    lease_owner     TEXT,
    lease_until     TEXT,
    done_at         TEXT,
    UNIQUE (source, event_id)
);
CREATE INDEX inbound_deliveries_open ON inbound_deliveries (id) WHERE status <> 'done';
CREATE INDEX inbound_deliveries_done ON inbound_deliveries (done_at) WHERE status = 'done';

-- +goose Down
DROP TABLE inbound_deliveries;
