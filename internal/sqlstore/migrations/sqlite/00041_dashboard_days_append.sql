-- +goose Up
-- PostgreSQL's 00041 makes lead writes append their roll-up changes, so concurrent writers stop queueing
-- on one row. SQLite has one writer at a time, so its roll-up keeps updating in place; this step only
-- keeps the two engines' schema versions equal, as backups move between them.
SELECT 1;

-- +goose Down
SELECT 1;
