-- +goose Up
-- One mobile key for the whole program (issue 40): contact messages and data requests keep the key their domain
-- works out (contract.MobileKey, the number's last ten digits), as leads keep mobile_digits, so a person's records
-- are found by one rule instead of by separators stripped in SQL. Rows written before get the same digits here.
ALTER TABLE contact_messages ADD COLUMN phone_key TEXT NOT NULL DEFAULT '';
ALTER TABLE data_requests ADD COLUMN mobile_key TEXT NOT NULL DEFAULT '';
UPDATE contact_messages SET phone_key = substr(replace(replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', ''), '/', ''), -10) WHERE phone <> '';
UPDATE data_requests SET mobile_key = substr(replace(replace(replace(replace(replace(replace(replace(mobile, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', ''), '/', ''), -10) WHERE mobile <> '';
CREATE INDEX contact_messages_phone_key ON contact_messages (phone_key);
CREATE INDEX data_requests_mobile_key ON data_requests (mobile_key);

-- +goose Down
DROP INDEX data_requests_mobile_key;
DROP INDEX contact_messages_phone_key;
ALTER TABLE data_requests DROP COLUMN mobile_key;
ALTER TABLE contact_messages DROP COLUMN phone_key;
