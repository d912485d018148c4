-- +goose Up
-- Issue 28, the privacy desk: parts an owner grants one account beyond its role (handling
-- data requests), who verified a request by phone, and the mail processing log: one row per
-- mail sent (when, its kind, the outbox row and lead it concerned; never an address or a
-- body), kept a year or more while the outbox rows themselves go after 30 days.
ALTER TABLE staff_accounts ADD COLUMN grants TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(grants));
ALTER TABLE data_requests ADD COLUMN verified_by INTEGER NOT NULL DEFAULT 0;
CREATE TABLE mail_log (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    sent_at   TEXT    NOT NULL,
    kind      TEXT    NOT NULL,
    outbox_id INTEGER NOT NULL,
    lead_id   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX mail_log_sent ON mail_log (sent_at);

-- +goose Down
DROP TABLE mail_log;
ALTER TABLE data_requests DROP COLUMN verified_by;
ALTER TABLE staff_accounts DROP COLUMN grants;
