-- +goose Up
-- The lists the editor edits besides the catalog: the reviews, the FAQs and the
-- city pages, each one row of JSON with its version (name: reviews, faqs, cities).
-- No row means the built-in content at version 1; the first save writes the row.
-- Pages poll the sum of the versions to show a change within seconds.
CREATE TABLE site_content (
    name       TEXT PRIMARY KEY,
    body       TEXT    NOT NULL,
    version    BIGINT NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);

-- +goose Down
DROP TABLE site_content;
