-- +goose Up
-- Each member of staff's private calendar feed: the hash of its secret link (one a person; a new one revokes the old).
CREATE TABLE calendar_feeds (
    staff_id   INTEGER PRIMARY KEY REFERENCES staff_accounts (id),
    token_hash TEXT    NOT NULL UNIQUE,
    created_at TEXT    NOT NULL
);

-- +goose Down
DROP TABLE calendar_feeds;
