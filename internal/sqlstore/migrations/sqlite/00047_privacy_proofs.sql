-- +goose Up
-- Issue 38: a data request reaches only what the contacts it proved hold. A mobile number given
-- beside an e-mail address is proven only once staff have called it (mobile_verified_at); a request
-- by phone was called already.
ALTER TABLE data_requests ADD COLUMN mobile_verified_at TEXT;
ALTER TABLE data_requests ADD COLUMN mobile_verified_by INTEGER NOT NULL DEFAULT 0;
UPDATE data_requests SET mobile_verified_at = verified_at, mobile_verified_by = verified_by
    WHERE channel = 'phone' AND verified_at IS NOT NULL AND mobile <> '';
-- Code mails are counted per address and per day before one is sent.
CREATE INDEX data_requests_code_mails ON data_requests (created_at) WHERE channel = 'email';
-- The mails about a record, tied to it by id: an erasure takes them without searching any text.
CREATE TABLE outbox_records (
    outbox_id   INTEGER NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
    record_kind TEXT    NOT NULL,
    record_id   INTEGER NOT NULL
);
CREATE INDEX outbox_records_record ON outbox_records (record_kind, record_id);
CREATE INDEX outbox_records_outbox ON outbox_records (outbox_id);
-- An export's audit entry kept the search as typed (URL-encoded); it keeps the query's shape now,
-- as the access log does, and the entries written before lose the words.
UPDATE audit_log SET detail = 'a search (its words are not kept)' || CASE WHEN detail LIKE '% (xlsx)' THEN ' (xlsx)' ELSE '' END
    WHERE action IN ('exported leads', 'exported contact messages', 'exported subscribers')
    AND (detail LIKE 'q=%' OR detail LIKE '%&q=%');

-- +goose Down
DROP TABLE outbox_records;
DROP INDEX data_requests_code_mails;
ALTER TABLE data_requests DROP COLUMN mobile_verified_by;
ALTER TABLE data_requests DROP COLUMN mobile_verified_at;
