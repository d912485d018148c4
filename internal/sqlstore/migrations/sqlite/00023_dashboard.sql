-- +goose Up
-- The dashboard: the order value a won lead brought (whole rupees), the status each
-- timeline line moved a lead to (so the funnel and the time in each stage are read
-- without parsing sentences), and the indexes its period queries use.
ALTER TABLE leads ADD COLUMN won_value INTEGER CHECK (won_value >= 0);
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
-- When staff first answered a lead (its first call, note or status change) and when it first reached
-- each stage of the funnel, kept on the lead as it is worked, so a period's figures are one range scan.
ALTER TABLE leads ADD COLUMN first_response_at TEXT;
ALTER TABLE leads ADD COLUMN contacted_at TEXT;
ALTER TABLE leads ADD COLUMN visit_booked_at TEXT;
ALTER TABLE leads ADD COLUMN proposal_sent_at TEXT;
ALTER TABLE leads ADD COLUMN won_at TEXT;
UPDATE leads SET
    first_response_at = (SELECT min(e.at) FROM lead_events e WHERE e.lead_id = leads.id AND e.actor_id IS NOT NULL
        AND e.kind IN ('call', 'note', 'status')),
    contacted_at = (SELECT min(e.at) FROM lead_events e WHERE e.lead_id = leads.id AND e.status_to = 'contacted'),
    visit_booked_at = (SELECT min(e.at) FROM lead_events e WHERE e.lead_id = leads.id AND e.status_to = 'site_visit_booked'),
    proposal_sent_at = (SELECT min(e.at) FROM lead_events e WHERE e.lead_id = leads.id AND e.status_to = 'proposal_sent'),
    won_at = (SELECT min(e.at) FROM lead_events e WHERE e.lead_id = leads.id AND e.status_to = 'won')
WHERE EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = leads.id);
-- The dashboard reads a period's live leads from this index alone (the referrer is read from the table).
CREATE INDEX leads_dashboard ON leads (created_at, assignee_id, status, utm_source, utm_medium, utm_campaign, page,
    location, property_type, won_value, first_response_at, contacted_at, visit_booked_at, proposal_sent_at, won_at)
    WHERE merged_into IS NULL;
-- Bookings per salesperson in a period.
CREATE INDEX appointments_created ON appointments (created_at);

-- One weekly summary per owner per India week (its Monday), whichever copy of the site sends it.
CREATE TABLE weekly_summaries (
    staff_id INTEGER NOT NULL REFERENCES staff_accounts (id),
    week     TEXT    NOT NULL,
    sent_at  TEXT    NOT NULL,
    PRIMARY KEY (staff_id, week)
);

-- +goose Down
DROP TABLE weekly_summaries;
DROP INDEX appointments_created;
DROP INDEX leads_dashboard;
ALTER TABLE lead_events DROP COLUMN status_to;
ALTER TABLE leads DROP COLUMN won_at;
ALTER TABLE leads DROP COLUMN proposal_sent_at;
ALTER TABLE leads DROP COLUMN visit_booked_at;
ALTER TABLE leads DROP COLUMN contacted_at;
ALTER TABLE leads DROP COLUMN first_response_at;
ALTER TABLE leads DROP COLUMN won_value;
