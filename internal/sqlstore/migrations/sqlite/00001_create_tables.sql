-- +goose Up
-- Times are TEXT in UTC, 'YYYY-MM-DDTHH:MM:SS.mmmZ': fixed width, so text order is time order.
CREATE TABLE leads (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    property_type    TEXT    NOT NULL,
    location         TEXT    NOT NULL DEFAULT '',
    name             TEXT    NOT NULL,
    mobile           TEXT    NOT NULL,
    email            TEXT,
    whatsapp_updates INTEGER NOT NULL DEFAULT 0 CHECK (whatsapp_updates IN (0, 1)),
    role             TEXT    NOT NULL,
    created_at       TEXT    NOT NULL,
    page             TEXT    NOT NULL DEFAULT '',
    referrer         TEXT    NOT NULL DEFAULT '',
    utm_source       TEXT    NOT NULL DEFAULT '',
    utm_medium       TEXT    NOT NULL DEFAULT '',
    utm_campaign     TEXT    NOT NULL DEFAULT '',
    utm_term         TEXT    NOT NULL DEFAULT '',
    utm_content      TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX leads_email_created_at ON leads (lower(email), created_at);

CREATE TABLE designs (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    category    TEXT    NOT NULL,
    type        TEXT    NOT NULL,
    position    INTEGER NOT NULL DEFAULT 0,
    title       TEXT    NOT NULL,
    description TEXT    NOT NULL DEFAULT '',
    features    TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(features)),
    images      TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(images)),
    yt_url      TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX designs_category_type_position ON designs (category, type, position);

CREATE TABLE projects (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    name          TEXT NOT NULL,
    designer      TEXT NOT NULL DEFAULT '',
    area          TEXT NOT NULL DEFAULT '',
    property_type TEXT NOT NULL DEFAULT '',
    timeline      TEXT NOT NULL DEFAULT '',
    location      TEXT NOT NULL DEFAULT '',
    case_brief    TEXT NOT NULL DEFAULT '',
    images        TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images)),
    created_at    TEXT NOT NULL
);
CREATE INDEX projects_created_at ON projects (created_at);

-- next_attempt_at NULL means "due at once": a fresh row never waits on anyone's clock.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    message         TEXT    NOT NULL CHECK (json_valid(message)),
    status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    lease_owner     TEXT,
    lease_until     TEXT,
    last_error      TEXT    NOT NULL DEFAULT '',
    created_at      TEXT    NOT NULL,
    sent_at         TEXT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

CREATE TABLE contact_messages (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    first_name TEXT NOT NULL,
    last_name  TEXT NOT NULL,
    email      TEXT NOT NULL,
    phone      TEXT NOT NULL DEFAULT '',
    subject    TEXT NOT NULL,
    message    TEXT NOT NULL,
    page       TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);

CREATE TABLE subscriptions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    email      TEXT NOT NULL,
    page       TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX subscriptions_email ON subscriptions (lower(email));

-- +goose Down
DROP TABLE subscriptions;
DROP TABLE contact_messages;
DROP TABLE outbox;
DROP TABLE projects;
DROP TABLE designs;
DROP TABLE leads;
