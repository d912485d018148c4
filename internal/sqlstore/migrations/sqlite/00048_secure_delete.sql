-- +goose NO TRANSACTION
-- +goose Up
-- Issue 38: the site writes with secure_delete on (sqliteWriterParams), so what an erasure deletes
-- is overwritten in the file. One VACUUM rewrites a database that exists already, leaving behind
-- none of what was deleted before (it takes a while on a large file and needs free space about its size).
VACUUM;

-- +goose Down
SELECT 1;
