-- +goose Up
-- A calendar feed keeps the role and session version of the account it was made for (issue 38): signing
-- out everywhere, disabling and a role change end it. Feeds made before keep working until one of those.
ALTER TABLE calendar_feeds ADD COLUMN role TEXT NOT NULL DEFAULT '';
ALTER TABLE calendar_feeds ADD COLUMN session_version INTEGER NOT NULL DEFAULT 0;
UPDATE calendar_feeds SET role = (SELECT a.role FROM staff_accounts a WHERE a.id = calendar_feeds.staff_id),
    session_version = (SELECT a.session_version FROM staff_accounts a WHERE a.id = calendar_feeds.staff_id);

-- +goose Down
ALTER TABLE calendar_feeds DROP COLUMN session_version;
ALTER TABLE calendar_feeds DROP COLUMN role;
