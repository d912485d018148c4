-- +goose Up
-- Designs and projects become editable in the back-office: drafts, versions for
-- stale-edit checks, and a content generation the public pages' HTML is keyed on.
ALTER TABLE designs ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE designs ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE designs ADD COLUMN updated_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
ALTER TABLE projects ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE projects ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE projects ADD COLUMN updated_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
UPDATE designs SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
UPDATE projects SET updated_at = created_at;

-- One row: bumped in the same transaction as every catalog change, so each copy
-- of the site can tell cheaply whether the pages it filled in are still current.
CREATE TABLE catalog_generation (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    generation INTEGER NOT NULL
);
INSERT INTO catalog_generation (id, generation) VALUES (1, 1);

-- +goose Down
DROP TABLE catalog_generation;
ALTER TABLE projects DROP COLUMN updated_at;
ALTER TABLE projects DROP COLUMN version;
ALTER TABLE projects DROP COLUMN status;
ALTER TABLE designs DROP COLUMN updated_at;
ALTER TABLE designs DROP COLUMN version;
ALTER TABLE designs DROP COLUMN status;
