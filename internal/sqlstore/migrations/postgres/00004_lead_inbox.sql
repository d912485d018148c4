-- +goose Up
-- The lead inbox: what the sales team adds to a lead, its timeline, and the daily digests sent.
ALTER TABLE leads
    ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'site_visit_booked', 'proposal_sent', 'won', 'lost')),
    ADD COLUMN assignee_id BIGINT REFERENCES staff_accounts (id),
    -- An India date 'YYYY-MM-DD'.
    ADD COLUMN follow_up_on TEXT,
    ADD COLUMN lost_reason TEXT NOT NULL DEFAULT '',
    ADD COLUMN version BIGINT NOT NULL DEFAULT 1,
    -- The 10-digit mobile, so "98765 43210" and "+91-9876543210" are found and linked as one.
    ADD COLUMN mobile_digits TEXT NOT NULL DEFAULT '',
    ADD COLUMN merged_into BIGINT REFERENCES leads (id);
UPDATE leads SET mobile_digits = right(regexp_replace(mobile, '[^0-9]', '', 'g'), 10);

-- The list reads newest first among live (not merged-away) leads, by each filter's own index.
CREATE INDEX leads_inbox_created ON leads (created_at, id) WHERE merged_into IS NULL;
CREATE INDEX leads_inbox_status ON leads (status, created_at, id) WHERE merged_into IS NULL;
CREATE INDEX leads_inbox_assignee ON leads (assignee_id, created_at, id) WHERE merged_into IS NULL;
CREATE INDEX leads_inbox_location ON leads (location, created_at, id) WHERE merged_into IS NULL;
CREATE INDEX leads_mobile_digits ON leads (mobile_digits, created_at);
CREATE INDEX leads_follow_up ON leads (follow_up_on, assignee_id) WHERE follow_up_on IS NOT NULL AND merged_into IS NULL;
CREATE INDEX leads_merged_into ON leads (merged_into) WHERE merged_into IS NOT NULL;

-- Trigram indexes let a name or e-mail search (ILIKE '%…%') skip the table scan. pg_trgm is a
-- trusted extension; where the site's role may not create it, search still works, by scanning.
-- +goose StatementBegin
DO $$
BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm not created (%): lead search scans the table', SQLERRM;
END $$;
-- +goose StatementEnd
-- +goose StatementBegin
DO $$
DECLARE trgm_schema TEXT;
BEGIN
    SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm';
    IF trgm_schema IS NOT NULL THEN
        EXECUTE format('CREATE INDEX leads_name_trgm ON leads USING gin (name %I.gin_trgm_ops) WHERE merged_into IS NULL', trgm_schema);
        EXECUTE format('CREATE INDEX leads_email_trgm ON leads USING gin (email %I.gin_trgm_ops) WHERE merged_into IS NULL', trgm_schema);
    END IF;
END $$;
-- +goose StatementEnd

-- The timeline; a lead's "created" line is made from the lead itself, so the public form writes no row here.
CREATE TABLE lead_events (
    id       BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    lead_id  BIGINT      NOT NULL REFERENCES leads (id),
    at       TIMESTAMPTZ NOT NULL,
    actor_id BIGINT      REFERENCES staff_accounts (id),
    kind     TEXT        NOT NULL CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged')),
    text     TEXT        NOT NULL
);
CREATE INDEX lead_events_lead ON lead_events (lead_id, id);

-- One digest per person per India day, whichever copy of the site sends it.
CREATE TABLE lead_digests (
    staff_id BIGINT      NOT NULL REFERENCES staff_accounts (id),
    day      TEXT        NOT NULL,
    sent_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (staff_id, day)
);

-- +goose Down
DROP TABLE lead_digests;
DROP TABLE lead_events;
DROP INDEX IF EXISTS leads_email_trgm;
DROP INDEX IF EXISTS leads_name_trgm;
DROP INDEX leads_merged_into;
DROP INDEX leads_follow_up;
DROP INDEX leads_mobile_digits;
DROP INDEX leads_inbox_location;
DROP INDEX leads_inbox_assignee;
DROP INDEX leads_inbox_status;
DROP INDEX leads_inbox_created;
ALTER TABLE leads DROP COLUMN merged_into, DROP COLUMN mobile_digits, DROP COLUMN version,
    DROP COLUMN lost_reason, DROP COLUMN follow_up_on, DROP COLUMN assignee_id, DROP COLUMN status;
