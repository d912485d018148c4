-- +goose Up
-- The dashboard: the order value a won lead brought (whole rupees), the status each
-- timeline line moved a lead to (so the funnel and the time in each stage are read
-- without parsing sentences), and the indexes its period queries use.
ALTER TABLE leads ADD COLUMN won_value BIGINT CHECK (won_value >= 0);
ALTER TABLE lead_events ADD COLUMN status_to TEXT;
UPDATE lead_events SET status_to = CASE
    WHEN text LIKE '%Status changed from % to Contacted.%' THEN 'contacted'
    WHEN text LIKE '%Status changed from % to Site visit booked.%' THEN 'site_visit_booked'
    WHEN text LIKE '%Status changed from % to Proposal sent.%' THEN 'proposal_sent'
    WHEN text LIKE '%Status changed from % to Won.%' THEN 'won'
    WHEN text LIKE '%Status changed from % to Lost%' THEN 'lost'
    WHEN text LIKE '%Status changed from % to New.%' THEN 'new'
    END
WHERE kind IN ('status', 'call');
-- First response: a lead's first call, note or status change by a member of staff.
CREATE INDEX lead_events_response ON lead_events (lead_id, at)
    WHERE actor_id IS NOT NULL AND kind IN ('call', 'note', 'status');
-- The funnel: when a lead first reached each stage.
CREATE INDEX lead_events_stage ON lead_events (lead_id, status_to, at) WHERE status_to IS NOT NULL;
-- Bookings per salesperson in a period.
CREATE INDEX appointments_created ON appointments (created_at);

-- One weekly summary per owner per India week (its Monday), whichever copy of the site sends it.
CREATE TABLE weekly_summaries (
    staff_id BIGINT  NOT NULL REFERENCES staff_accounts (id),
    week     TEXT    NOT NULL,
    sent_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (staff_id, week)
);

-- +goose Down
DROP TABLE weekly_summaries;
DROP INDEX appointments_created;
DROP INDEX lead_events_stage;
DROP INDEX lead_events_response;
ALTER TABLE lead_events DROP COLUMN status_to;
ALTER TABLE leads DROP COLUMN won_value;
