-- +goose Up
-- A platform's silence mailed to the owners, once: the key is the last lead before it, so copies of the site
-- checking at once insert one row and mail once, and a new lead then a new silence mails again.
CREATE TABLE ad_silences (
    platform TEXT NOT NULL,
    last_lead_at TIMESTAMPTZ NOT NULL,
    mailed_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (platform, last_lead_at)
);

-- +goose Down
DROP TABLE ad_silences;
