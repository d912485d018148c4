-- +goose Up
-- Uploaded photos, keyed by the SHA-256 of the processed master; their variants
-- (the master itself as format 'master', then each width as webp and jpeg).
CREATE TABLE media (
    hash        TEXT        PRIMARY KEY,
    width       INTEGER     NOT NULL,
    height      INTEGER     NOT NULL,
    placeholder TEXT        NOT NULL DEFAULT '',
    widths      TEXT        NOT NULL DEFAULT '[]',
    created_at  TIMESTAMPTZ NOT NULL,
    uploaded_by BIGINT      NOT NULL DEFAULT 0
);
CREATE INDEX media_created_at ON media (created_at);

CREATE TABLE media_variants (
    hash         TEXT    NOT NULL REFERENCES media (hash) ON DELETE CASCADE,
    width        INTEGER NOT NULL,
    format       TEXT    NOT NULL,
    content_type TEXT    NOT NULL,
    bytes        BYTEA   NOT NULL,
    PRIMARY KEY (hash, width, format)
);

-- +goose Down
DROP TABLE media_variants;
DROP TABLE media;
