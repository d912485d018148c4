-- +goose Up
-- The dashboard's figures per India day, kept as leads are written, so a year is read from a few
-- thousand rows instead of 100,000 leads. lead_day_counts: live leads (and wins, won value) by the
-- day they came, their assignee (0: nobody) and one grouping (kind 0 all, 1 source/medium/campaign,
-- 2 page, 3 city, 4 property type, 5 referrer, 6 the furthest funnel stage reached, in k1).
-- lead_day_times: how many leads took exactly secs (metric 0 first response, 1-4 time in New,
-- Contacted, Site visit booked, Proposal sent; 5 the smallest response target in minutes that counts
-- the first response within it, worked out by the site as it is written): exact medians from counts.
ALTER TABLE leads ADD COLUMN first_response_within INTEGER;
CREATE TABLE lead_day_counts (
    kind        INTEGER NOT NULL,
    day         INTEGER NOT NULL, -- India days since 1970-01-01
    assignee_id INTEGER NOT NULL,
    k1          TEXT    NOT NULL,
    k2          TEXT    NOT NULL,
    k3          TEXT    NOT NULL,
    leads       INTEGER NOT NULL,
    won         INTEGER NOT NULL,
    won_value   INTEGER NOT NULL,
    PRIMARY KEY (kind, day, assignee_id, k1, k2, k3)
) WITHOUT ROWID;
CREATE TABLE lead_day_times (
    metric      INTEGER NOT NULL,
    day         INTEGER NOT NULL,
    assignee_id INTEGER NOT NULL,
    secs        INTEGER NOT NULL,
    n           INTEGER NOT NULL,
    PRIMARY KEY (metric, day, assignee_id, secs)
) WITHOUT ROWID;
-- What each live lead adds to the figures, as the dashboard reads it from the lead row.
CREATE VIEW lead_day_base AS SELECT id, (unixepoch(created_at) + 19800) / 86400 AS day, coalesce(assignee_id, 0) AS assignee_id,
    CASE WHEN status = 'won' THEN 1 ELSE 0 END AS won, CASE WHEN status = 'won' THEN coalesce(won_value, 0) ELSE 0 END AS won_value,
    utm_source, utm_medium, utm_campaign, page, location, property_type, referrer,
    max(CASE status WHEN 'contacted' THEN 1 WHEN 'site_visit_booked' THEN 2 WHEN 'proposal_sent' THEN 3 WHEN 'won' THEN 4 ELSE 0 END,
        CASE WHEN won_at IS NOT NULL THEN 4 WHEN proposal_sent_at IS NOT NULL THEN 3 WHEN visit_booked_at IS NOT NULL THEN 2
        WHEN contacted_at IS NOT NULL THEN 1 ELSE 0 END) AS far,
    unixepoch(created_at) AS e0, unixepoch(contacted_at) AS e1, unixepoch(visit_booked_at) AS e2,
    unixepoch(proposal_sent_at) AS e3, unixepoch(won_at) AS e4, unixepoch(first_response_at) AS r, first_response_within AS w
    FROM leads WHERE merged_into IS NULL;
CREATE VIEW lead_day_count_rows AS
    SELECT id, 0 AS kind, day, assignee_id, '' AS k1, '' AS k2, '' AS k3, won, won_value FROM lead_day_base
    UNION ALL SELECT id, 1, day, assignee_id, utm_source, utm_medium, utm_campaign, won, won_value FROM lead_day_base
    UNION ALL SELECT id, 2, day, assignee_id, page, '', '', won, won_value FROM lead_day_base
    UNION ALL SELECT id, 3, day, assignee_id, location, '', '', won, won_value FROM lead_day_base
    UNION ALL SELECT id, 4, day, assignee_id, property_type, '', '', won, won_value FROM lead_day_base
    UNION ALL SELECT id, 5, day, assignee_id, referrer, '', '', won, won_value FROM lead_day_base
    UNION ALL SELECT id, 6, day, assignee_id, CAST(far AS TEXT), '', '', won, won_value FROM lead_day_base;
-- A stage's time runs from entering it to entering any later one first (as the dashboard's funnel).
CREATE VIEW lead_day_time_rows AS
    SELECT id, 0 AS metric, day, assignee_id, max(r - e0, 0) AS secs FROM lead_day_base WHERE r IS NOT NULL
    UNION ALL SELECT id, 1, day, assignee_id, max(min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e0, 0) FROM lead_day_base WHERE min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 2, day, assignee_id, max(min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e1, 0) FROM lead_day_base WHERE e1 IS NOT NULL AND min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 3, day, assignee_id, max(min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e2, 0) FROM lead_day_base WHERE e2 IS NOT NULL AND min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 4, day, assignee_id, max(e4 - e3, 0) FROM lead_day_base WHERE e3 IS NOT NULL AND e4 IS NOT NULL
    UNION ALL SELECT id, 5, day, assignee_id, w FROM lead_day_base WHERE w IS NOT NULL;
INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, count(*), sum(won), sum(won_value) FROM lead_day_count_rows
    GROUP BY kind, day, assignee_id, k1, k2, k3;
INSERT INTO lead_day_times (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, count(*) FROM lead_day_time_rows GROUP BY metric, day, assignee_id, secs;
-- Every write of a lead moves its share in the same transaction: out before the change, back in after.
-- A group a lead left keeps no row: none of its texts outlive the leads that carried them (an erasure).
-- +goose StatementBegin
CREATE TRIGGER lead_days_insert AFTER INSERT ON leads BEGIN
    INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, 1, 1 * won, 1 * won_value FROM lead_day_count_rows WHERE id = NEW.id
    ON CONFLICT (kind, day, assignee_id, k1, k2, k3) DO UPDATE SET leads = leads + excluded.leads,
        won = won + excluded.won, won_value = won_value + excluded.won_value;
    INSERT INTO lead_day_times (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, 1 FROM lead_day_time_rows WHERE id = NEW.id
    ON CONFLICT (metric, day, assignee_id, secs) DO UPDATE SET n = n + excluded.n;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER lead_days_update_out BEFORE UPDATE OF created_at, merged_into, assignee_id, status, won_value, utm_source, utm_medium, utm_campaign, page, location, property_type, referrer, first_response_at, contacted_at, visit_booked_at, proposal_sent_at, won_at, first_response_within ON leads
WHEN OLD.created_at IS NOT NEW.created_at OR OLD.merged_into IS NOT NEW.merged_into OR OLD.assignee_id IS NOT NEW.assignee_id OR OLD.status IS NOT NEW.status OR OLD.won_value IS NOT NEW.won_value OR OLD.utm_source IS NOT NEW.utm_source OR OLD.utm_medium IS NOT NEW.utm_medium OR OLD.utm_campaign IS NOT NEW.utm_campaign OR OLD.page IS NOT NEW.page OR OLD.location IS NOT NEW.location OR OLD.property_type IS NOT NEW.property_type OR OLD.referrer IS NOT NEW.referrer OR OLD.first_response_at IS NOT NEW.first_response_at OR OLD.contacted_at IS NOT NEW.contacted_at OR OLD.visit_booked_at IS NOT NEW.visit_booked_at OR OLD.proposal_sent_at IS NOT NEW.proposal_sent_at OR OLD.won_at IS NOT NEW.won_at OR OLD.first_response_within IS NOT NEW.first_response_within BEGIN
    INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, -1, -1 * won, -1 * won_value FROM lead_day_count_rows WHERE id = OLD.id
    ON CONFLICT (kind, day, assignee_id, k1, k2, k3) DO UPDATE SET leads = leads + excluded.leads,
        won = won + excluded.won, won_value = won_value + excluded.won_value;
    INSERT INTO lead_day_times (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, -1 FROM lead_day_time_rows WHERE id = OLD.id
    ON CONFLICT (metric, day, assignee_id, secs) DO UPDATE SET n = n + excluded.n;
    DELETE FROM lead_day_counts WHERE leads = 0 AND won = 0 AND won_value = 0 AND (kind, day, assignee_id, k1, k2, k3) IN
        (SELECT kind, day, assignee_id, k1, k2, k3 FROM lead_day_count_rows WHERE id = OLD.id);
    DELETE FROM lead_day_times WHERE n = 0 AND (metric, day, assignee_id, secs) IN
        (SELECT metric, day, assignee_id, secs FROM lead_day_time_rows WHERE id = OLD.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER lead_days_update_in AFTER UPDATE OF created_at, merged_into, assignee_id, status, won_value, utm_source, utm_medium, utm_campaign, page, location, property_type, referrer, first_response_at, contacted_at, visit_booked_at, proposal_sent_at, won_at, first_response_within ON leads
WHEN OLD.created_at IS NOT NEW.created_at OR OLD.merged_into IS NOT NEW.merged_into OR OLD.assignee_id IS NOT NEW.assignee_id OR OLD.status IS NOT NEW.status OR OLD.won_value IS NOT NEW.won_value OR OLD.utm_source IS NOT NEW.utm_source OR OLD.utm_medium IS NOT NEW.utm_medium OR OLD.utm_campaign IS NOT NEW.utm_campaign OR OLD.page IS NOT NEW.page OR OLD.location IS NOT NEW.location OR OLD.property_type IS NOT NEW.property_type OR OLD.referrer IS NOT NEW.referrer OR OLD.first_response_at IS NOT NEW.first_response_at OR OLD.contacted_at IS NOT NEW.contacted_at OR OLD.visit_booked_at IS NOT NEW.visit_booked_at OR OLD.proposal_sent_at IS NOT NEW.proposal_sent_at OR OLD.won_at IS NOT NEW.won_at OR OLD.first_response_within IS NOT NEW.first_response_within BEGIN
    INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, 1, 1 * won, 1 * won_value FROM lead_day_count_rows WHERE id = NEW.id
    ON CONFLICT (kind, day, assignee_id, k1, k2, k3) DO UPDATE SET leads = leads + excluded.leads,
        won = won + excluded.won, won_value = won_value + excluded.won_value;
    INSERT INTO lead_day_times (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, 1 FROM lead_day_time_rows WHERE id = NEW.id
    ON CONFLICT (metric, day, assignee_id, secs) DO UPDATE SET n = n + excluded.n;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER lead_days_delete BEFORE DELETE ON leads BEGIN
    INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, -1, -1 * won, -1 * won_value FROM lead_day_count_rows WHERE id = OLD.id
    ON CONFLICT (kind, day, assignee_id, k1, k2, k3) DO UPDATE SET leads = leads + excluded.leads,
        won = won + excluded.won, won_value = won_value + excluded.won_value;
    INSERT INTO lead_day_times (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, -1 FROM lead_day_time_rows WHERE id = OLD.id
    ON CONFLICT (metric, day, assignee_id, secs) DO UPDATE SET n = n + excluded.n;
    DELETE FROM lead_day_counts WHERE leads = 0 AND won = 0 AND won_value = 0 AND (kind, day, assignee_id, k1, k2, k3) IN
        (SELECT kind, day, assignee_id, k1, k2, k3 FROM lead_day_count_rows WHERE id = OLD.id);
    DELETE FROM lead_day_times WHERE n = 0 AND (metric, day, assignee_id, secs) IN
        (SELECT metric, day, assignee_id, secs FROM lead_day_time_rows WHERE id = OLD.id);
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER lead_days_delete;
DROP TRIGGER lead_days_update_in;
DROP TRIGGER lead_days_update_out;
DROP TRIGGER lead_days_insert;
DROP VIEW lead_day_time_rows;
DROP VIEW lead_day_count_rows;
DROP VIEW lead_day_base;
DROP TABLE lead_day_times;
DROP TABLE lead_day_counts;
ALTER TABLE leads DROP COLUMN first_response_within;
