-- +goose Up
-- Designs and projects become editable in the back-office: drafts, versions for
-- stale-edit checks, and a content generation the public pages' HTML is keyed on.
ALTER TABLE designs ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE designs ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE designs ADD COLUMN updated_at TIMESTAMPTZ NOT NULL DEFAULT now();
ALTER TABLE projects ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE projects ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE projects ADD COLUMN updated_at TIMESTAMPTZ NOT NULL DEFAULT now();
UPDATE projects SET updated_at = created_at;

-- One row: bumped in the same transaction as every catalog change, so each copy
-- of the site can tell cheaply whether the pages it filled in are still current.
CREATE TABLE catalog_generation (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    generation BIGINT NOT NULL
);
INSERT INTO catalog_generation (id, generation) VALUES (1, 1);

-- +goose Down
DROP TABLE catalog_generation;
ALTER TABLE projects DROP COLUMN updated_at, DROP COLUMN version, DROP COLUMN status;
ALTER TABLE designs DROP COLUMN updated_at, DROP COLUMN version, DROP COLUMN status;
