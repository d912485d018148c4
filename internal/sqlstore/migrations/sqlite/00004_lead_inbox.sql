-- +goose Up
-- The lead inbox: what the sales team adds to a lead, its timeline, and the daily digests sent.
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'site_visit_booked', 'proposal_sent', 'won', 'lost'));
ALTER TABLE leads ADD COLUMN assignee_id INTEGER REFERENCES staff_accounts (id);
-- An India date 'YYYY-MM-DD'.
ALTER TABLE leads ADD COLUMN follow_up_on TEXT;
ALTER TABLE leads ADD COLUMN lost_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- The 10-digit mobile, so "98765 43210" and "+91-9876543210" are found and linked as one.
ALTER TABLE leads ADD COLUMN mobile_digits TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN merged_into INTEGER REFERENCES leads (id);
-- Stored mobiles passed the form's rule: digits, spaces, dashes and a + prefix only.
UPDATE leads SET mobile_digits = substr(replace(replace(replace(replace(replace(replace(mobile,
    ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''), -10);

-- The list reads newest first among live (not merged-away) leads, by each filter's own index.
CREATE INDEX leads_inbox_created ON leads (created_at, id) WHERE merged_into IS NULL;
CREATE INDEX leads_inbox_status ON leads (status, created_at, id) WHERE merged_into IS NULL;
CREATE INDEX leads_inbox_assignee ON leads (assignee_id, created_at, id) WHERE merged_into IS NULL;
CREATE INDEX leads_inbox_location ON leads (location, created_at, id) WHERE merged_into IS NULL;
CREATE INDEX leads_mobile_digits ON leads (mobile_digits, created_at);
CREATE INDEX leads_follow_up ON leads (follow_up_on, assignee_id) WHERE follow_up_on IS NOT NULL AND merged_into IS NULL;
CREATE INDEX leads_merged_into ON leads (merged_into) WHERE merged_into IS NOT NULL;

-- The timeline; a lead's "created" line is made from the lead itself, so the public form writes no row here.
CREATE TABLE lead_events (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id  INTEGER NOT NULL REFERENCES leads (id),
    at       TEXT    NOT NULL,
    actor_id INTEGER REFERENCES staff_accounts (id),
    kind     TEXT    NOT NULL CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged')),
    text     TEXT    NOT NULL
);
CREATE INDEX lead_events_lead ON lead_events (lead_id, id);

-- One digest per person per India day, whichever copy of the site sends it.
CREATE TABLE lead_digests (
    staff_id INTEGER NOT NULL REFERENCES staff_accounts (id),
    day      TEXT    NOT NULL,
    sent_at  TEXT    NOT NULL,
    PRIMARY KEY (staff_id, day)
);

-- +goose Down
DROP TABLE lead_digests;
DROP TABLE lead_events;
DROP INDEX leads_merged_into;
DROP INDEX leads_follow_up;
DROP INDEX leads_mobile_digits;
DROP INDEX leads_inbox_location;
DROP INDEX leads_inbox_assignee;
DROP INDEX leads_inbox_status;
DROP INDEX leads_inbox_created;
ALTER TABLE leads DROP COLUMN merged_into;
ALTER TABLE leads DROP COLUMN mobile_digits;
ALTER TABLE leads DROP COLUMN version;
ALTER TABLE leads DROP COLUMN lost_reason;
ALTER TABLE leads DROP COLUMN follow_up_on;
ALTER TABLE leads DROP COLUMN assignee_id;
ALTER TABLE leads DROP COLUMN status;
