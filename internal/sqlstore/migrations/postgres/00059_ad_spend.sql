-- +goose Up
-- The owner's advertising spend: one row per India day, platform and campaign (its name as matched: lower
-- case, single spaces), so importing an export again replaces its days instead of adding them twice; and the
-- column mappings of exports of an unknown shape, remembered under their header's signature.
CREATE TABLE ad_spend (
    id           BIGSERIAL   PRIMARY KEY,
    day          TEXT    NOT NULL,
    platform     TEXT    NOT NULL CHECK (platform IN ('meta', 'google', 'other')),
    campaign     TEXT    NOT NULL,
    campaign_key TEXT    NOT NULL,
    campaign_id  TEXT    NOT NULL DEFAULT '',
    paise        BIGINT  NOT NULL CHECK (paise >= 0),
    updated_at   TIMESTAMPTZ NOT NULL,
    UNIQUE (day, platform, campaign_key)
);
CREATE TABLE ad_spend_mappings (
    signature TEXT PRIMARY KEY,
    mapping   TEXT NOT NULL
);

-- +goose Down
DROP TABLE ad_spend_mappings;
DROP TABLE ad_spend;
