-- +goose Up
-- The company details the owner edits (offer, phone, WhatsApp, e-mail, address,
-- social links, grievance contact, claims, review figures): one row of JSON with
-- its version. No row means settings.json's defaults at version 1; the first save
-- writes the row. Pages poll the version to show a change within seconds.
CREATE TABLE company_details (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    body       TEXT        NOT NULL,
    version    BIGINT      NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);

-- +goose Down
DROP TABLE company_details;
