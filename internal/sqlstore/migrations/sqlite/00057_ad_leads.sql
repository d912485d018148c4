-- +goose Up
-- Leads from Meta lead ads and Google Ads lead forms: one row per platform's lead, unique on the platform's
-- id so a repeated delivery makes no second lead, with the ad it answered (lead_id NULL for a platform's
-- test lead, which never becomes a lead); and the forms seen, with the owner's mapping of their questions.
CREATE TABLE ad_leads (
    id               INTEGER PRIMARY KEY,
    platform         TEXT    NOT NULL,
    platform_lead_id TEXT    NOT NULL,
    lead_id          INTEGER,
    form_id          TEXT    NOT NULL,
    page_id          TEXT    NOT NULL DEFAULT '',
    campaign_id      TEXT    NOT NULL DEFAULT '',
    campaign_name    TEXT    NOT NULL DEFAULT '',
    adset_id         TEXT    NOT NULL DEFAULT '',
    adset_name       TEXT    NOT NULL DEFAULT '',
    ad_id            TEXT    NOT NULL DEFAULT '',
    ad_name          TEXT    NOT NULL DEFAULT '',
    test             INTEGER NOT NULL DEFAULT 0,
    submitted_at     TEXT,
    received_at      TEXT    NOT NULL,
    UNIQUE (platform, platform_lead_id)
);
CREATE INDEX ad_leads_lead ON ad_leads (lead_id);
CREATE INDEX ad_leads_received ON ad_leads (platform, received_at);
CREATE TABLE ad_forms (
    platform     TEXT NOT NULL,
    form_id      TEXT NOT NULL,
    mapping      TEXT NOT NULL DEFAULT '{}',
    questions    TEXT NOT NULL DEFAULT '[]',
    last_lead_at TEXT,
    version      INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (platform, form_id)
);

-- +goose Down
DROP TABLE ad_forms;
DROP TABLE ad_leads;
