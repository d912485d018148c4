-- +goose Up
-- What each visitor agreed to (issue 28): one row per purpose of a lead,
-- message, subscription or booking, with the notice version, its text's hash
-- and language, the time and the client address; withdrawn_at once taken back.
-- Keyed by (record_kind, record_id) so erasing a person's record erases these.
CREATE TABLE consents (
    id             INTEGER PRIMARY KEY,
    record_kind    TEXT    NOT NULL,
    record_id      INTEGER NOT NULL,
    purpose        TEXT    NOT NULL,
    notice_version INTEGER NOT NULL,
    notice_hash    TEXT    NOT NULL,
    language       TEXT    NOT NULL,
    given_at       TEXT    NOT NULL,
    client_address TEXT    NOT NULL,
    withdrawn_at   TEXT
);
CREATE INDEX consents_record ON consents (record_kind, record_id);

-- +goose Down
DROP TABLE consents;
