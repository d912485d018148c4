-- +goose Up
-- SQLite's secure_delete migration (00048): PostgreSQL keeps no file of its own here.
SELECT 1;

-- +goose Down
SELECT 1;
