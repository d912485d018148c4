-- +goose Up
-- The fingerprint of the site key that seals the database's secrets (kept
-- outside the database): a copy of the site started with another key stops.
CREATE TABLE site_key (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    fingerprint TEXT    NOT NULL,
    created_at  TEXT    NOT NULL
);

-- +goose Down
DROP TABLE site_key;
