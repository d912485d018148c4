-- +goose Up
-- Quotes (issue 44): the owner's price list, limits, schedule and terms as one document; each lead's quote
-- versions (figures in paise, the rooms and lines as JSON, never changed once saved), at most one accepted
-- per lead; the one-time codes a customer accepts with (hash only); the payment links of accepted versions.
CREATE TABLE quote_settings (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    body       TEXT    NOT NULL,
    version    BIGINT NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE quote_versions (
    id                  BIGSERIAL PRIMARY KEY,
    lead_id             BIGINT NOT NULL,
    number              INTEGER NOT NULL,
    body                TEXT    NOT NULL,
    note                TEXT    NOT NULL DEFAULT '',
    changes             TEXT    NOT NULL DEFAULT '[]',
    terms               TEXT    NOT NULL DEFAULT '',
    valid_days          INTEGER NOT NULL,
    total_paise         BIGINT NOT NULL,
    created_at          TIMESTAMPTZ NOT NULL,
    created_by          BIGINT,
    created_by_name     TEXT    NOT NULL DEFAULT '',
    shared_at           TIMESTAMPTZ,
    accepted_at         TIMESTAMPTZ,
    accepted_name       TEXT    NOT NULL DEFAULT '',
    accepted_channel    TEXT    NOT NULL DEFAULT '',
    accepted_address    TEXT    NOT NULL DEFAULT '',
    accepted_by         TEXT    NOT NULL DEFAULT '',
    accepted_note       TEXT    NOT NULL DEFAULT '',
    UNIQUE (lead_id, number)
);
CREATE UNIQUE INDEX quote_versions_accepted ON quote_versions (lead_id) WHERE accepted_at IS NOT NULL;
CREATE TABLE quote_codes (
    id          BIGSERIAL PRIMARY KEY,
    version_id  BIGINT NOT NULL,
    code_hash   TEXT    NOT NULL,
    sent_to     TEXT    NOT NULL DEFAULT '',
    created_at  TIMESTAMPTZ NOT NULL,
    expires_at  TIMESTAMPTZ NOT NULL,
    guesses     INTEGER NOT NULL DEFAULT 0,
    live        BOOLEAN NOT NULL DEFAULT true
);
CREATE INDEX quote_codes_version ON quote_codes (version_id, created_at);
CREATE TABLE quote_payments (
    id           BIGSERIAL PRIMARY KEY,
    version_id   BIGINT NOT NULL,
    lead_id      BIGINT NOT NULL,
    milestone    INTEGER NOT NULL,
    link_id      TEXT    NOT NULL UNIQUE,
    reference    TEXT    NOT NULL,
    state        TEXT    NOT NULL,
    amount_paise BIGINT NOT NULL,
    paid_paise   BIGINT NOT NULL DEFAULT 0,
    short_url    TEXT    NOT NULL,
    expires_at   TIMESTAMPTZ NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL,
    paid_at      TIMESTAMPTZ
);
CREATE INDEX quote_payments_version ON quote_payments (version_id, id);

-- +goose Down
DROP TABLE quote_payments;
DROP TABLE quote_codes;
DROP TABLE quote_versions;
DROP TABLE quote_settings;
