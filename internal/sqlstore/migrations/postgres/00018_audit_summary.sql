-- +goose Up
-- The sentence a person reads for an audit entry ("uploaded kitchen-1.jpg to
-- 'Sage Kitchen'"), written with the entry while the file's name and the
-- item's title are known. Older entries keep '' and are told from their fields.
ALTER TABLE audit_log ADD COLUMN summary TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE audit_log DROP COLUMN summary;
