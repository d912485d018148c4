-- +goose Up
-- A new lead's share of the dashboard roll-up leaves the lead's transaction (issue 39): the site folds
-- committed leads into lead_day_counts and lead_day_times after their commit, in order of id, and keeps
-- the last one folded here, in the transaction that folds it. SQLite gives ids in commit order (one
-- writer; AUTOINCREMENT never gives an id twice), so the leads above it are exactly those not folded
-- yet: a crash loses none, and none is counted twice. Reads add those leads' shares from the lead rows,
-- so the figures are exact before a fold too. A lead changed or deleted before its fold moves nothing:
-- the fold counts it as it is then. The insert triggers' seven appends were a fifth of a lead's SQL.
CREATE TABLE lead_days_folded (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    lead_id INTEGER NOT NULL,
    upto    INTEGER -- set only inside a fold's transaction: the last lead it folds
);
-- The triggers counted every lead written so far.
INSERT INTO lead_days_folded (id, lead_id) SELECT 1, coalesce(max(id), 0) FROM leads;
DROP TRIGGER lead_days_insert;
DROP TRIGGER lead_days_insert_times;
DROP TRIGGER lead_days_update_out;
DROP TRIGGER lead_days_update_in;
DROP TRIGGER lead_days_delete;
-- +goose StatementBegin
CREATE TRIGGER lead_days_update_out BEFORE UPDATE OF created_at, merged_into, assignee_id, status, won_value, utm_source, utm_medium, utm_campaign, page, location, property_type, referrer, first_response_at, contacted_at, visit_booked_at, proposal_sent_at, won_at, first_response_within ON leads
WHEN (OLD.created_at IS NOT NEW.created_at OR OLD.merged_into IS NOT NEW.merged_into OR OLD.assignee_id IS NOT NEW.assignee_id OR OLD.status IS NOT NEW.status OR OLD.won_value IS NOT NEW.won_value OR OLD.utm_source IS NOT NEW.utm_source OR OLD.utm_medium IS NOT NEW.utm_medium OR OLD.utm_campaign IS NOT NEW.utm_campaign OR OLD.page IS NOT NEW.page OR OLD.location IS NOT NEW.location OR OLD.property_type IS NOT NEW.property_type OR OLD.referrer IS NOT NEW.referrer OR OLD.first_response_at IS NOT NEW.first_response_at OR OLD.contacted_at IS NOT NEW.contacted_at OR OLD.visit_booked_at IS NOT NEW.visit_booked_at OR OLD.proposal_sent_at IS NOT NEW.proposal_sent_at OR OLD.won_at IS NOT NEW.won_at OR OLD.first_response_within IS NOT NEW.first_response_within) AND OLD.id <= (SELECT lead_id FROM lead_days_folded) BEGIN
    INSERT INTO lead_day_count_fresh (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, -1, -won, -won_value FROM lead_day_count_rows WHERE id = OLD.id;
    INSERT INTO lead_day_time_fresh (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, -1 FROM lead_day_time_rows WHERE id = OLD.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER lead_days_update_in AFTER UPDATE OF created_at, merged_into, assignee_id, status, won_value, utm_source, utm_medium, utm_campaign, page, location, property_type, referrer, first_response_at, contacted_at, visit_booked_at, proposal_sent_at, won_at, first_response_within ON leads
WHEN (OLD.created_at IS NOT NEW.created_at OR OLD.merged_into IS NOT NEW.merged_into OR OLD.assignee_id IS NOT NEW.assignee_id OR OLD.status IS NOT NEW.status OR OLD.won_value IS NOT NEW.won_value OR OLD.utm_source IS NOT NEW.utm_source OR OLD.utm_medium IS NOT NEW.utm_medium OR OLD.utm_campaign IS NOT NEW.utm_campaign OR OLD.page IS NOT NEW.page OR OLD.location IS NOT NEW.location OR OLD.property_type IS NOT NEW.property_type OR OLD.referrer IS NOT NEW.referrer OR OLD.first_response_at IS NOT NEW.first_response_at OR OLD.contacted_at IS NOT NEW.contacted_at OR OLD.visit_booked_at IS NOT NEW.visit_booked_at OR OLD.proposal_sent_at IS NOT NEW.proposal_sent_at OR OLD.won_at IS NOT NEW.won_at OR OLD.first_response_within IS NOT NEW.first_response_within) AND OLD.id <= (SELECT lead_id FROM lead_days_folded) BEGIN
    INSERT INTO lead_day_count_fresh (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, 1, won, won_value FROM lead_day_count_rows WHERE id = NEW.id;
    INSERT INTO lead_day_time_fresh (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, 1 FROM lead_day_time_rows WHERE id = NEW.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER lead_days_delete BEFORE DELETE ON leads WHEN OLD.id <= (SELECT lead_id FROM lead_days_folded) BEGIN
    INSERT INTO lead_day_count_fresh (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, -1, -won, -won_value FROM lead_day_count_rows WHERE id = OLD.id;
    INSERT INTO lead_day_time_fresh (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, -1 FROM lead_day_time_rows WHERE id = OLD.id;
END;
-- +goose StatementEnd
-- The leads not folded yet (while a fold runs, those it folds) and their shares, as lead_day_count_rows
-- and lead_day_time_rows (00038) give them: read by id range, grouped first (a second's leads are mostly
-- alike), so a fold costs a lead one read of its row instead of thirteen, and a few upserts a chunk.
CREATE VIEW lead_days_unfolded AS SELECT * FROM lead_day_base
    WHERE id > (SELECT lead_id FROM lead_days_folded) AND id <= coalesce((SELECT upto FROM lead_days_folded), 9223372036854775807);
CREATE VIEW lead_day_count_unfolded AS
    WITH g AS MATERIALIZED (SELECT day, assignee_id, won, won_value, utm_source, utm_medium, utm_campaign, page, location, property_type,
        referrer, far, count(*) AS n FROM lead_days_unfolded
        GROUP BY day, assignee_id, won, won_value, utm_source, utm_medium, utm_campaign, page, location, property_type, referrer, far)
    SELECT 0 AS kind, day, assignee_id, '' AS k1, '' AS k2, '' AS k3, n AS leads, won * n AS won, won_value * n AS won_value FROM g
    UNION ALL SELECT 1, day, assignee_id, utm_source, utm_medium, utm_campaign, n, won * n, won_value * n FROM g
    UNION ALL SELECT 2, day, assignee_id, page, '', '', n, won * n, won_value * n FROM g
    UNION ALL SELECT 3, day, assignee_id, location, '', '', n, won * n, won_value * n FROM g
    UNION ALL SELECT 4, day, assignee_id, property_type, '', '', n, won * n, won_value * n FROM g
    UNION ALL SELECT 5, day, assignee_id, referrer, '', '', n, won * n, won_value * n FROM g
    UNION ALL SELECT 6, day, assignee_id, CAST(far AS TEXT), '', '', n, won * n, won_value * n FROM g;
-- A time row needs at least one of these times: a new lead has none, so most folds read no lead twice.
CREATE VIEW lead_day_time_unfolded AS
    WITH t AS MATERIALIZED (SELECT * FROM lead_days_unfolded WHERE coalesce(r, e1, e2, e3, e4, w) IS NOT NULL)
    SELECT id, 0 AS metric, day, assignee_id, max(r - e0, 0) AS secs, 1 AS n FROM t WHERE r IS NOT NULL
    UNION ALL SELECT id, 1, day, assignee_id, max(min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e0, 0), 1 FROM t WHERE min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 2, day, assignee_id, max(min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e1, 0), 1 FROM t WHERE e1 IS NOT NULL AND min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 3, day, assignee_id, max(min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e2, 0), 1 FROM t WHERE e2 IS NOT NULL AND min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 4, day, assignee_id, max(e4 - e3, 0), 1 FROM t WHERE e3 IS NOT NULL AND e4 IS NOT NULL
    UNION ALL SELECT id, 5, day, assignee_id, w, 1 FROM t WHERE w IS NOT NULL;
-- The figures: the folded and appended rows, and the shares of the leads not folded yet.
DROP VIEW lead_day_count_all;
DROP VIEW lead_day_time_all;
CREATE VIEW lead_day_count_all AS
    SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_counts
    UNION ALL SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_count_fresh
    UNION ALL SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_count_unfolded;
CREATE VIEW lead_day_time_all AS
    SELECT metric, day, assignee_id, secs, n FROM lead_day_times
    UNION ALL SELECT metric, day, assignee_id, secs, n FROM lead_day_time_fresh
    UNION ALL SELECT metric, day, assignee_id, secs, n FROM lead_day_time_unfolded;

-- +goose Down
INSERT INTO lead_day_count_fresh (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_count_unfolded;
INSERT INTO lead_day_time_fresh (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, n FROM lead_day_time_unfolded;
DROP VIEW lead_day_count_all;
DROP VIEW lead_day_time_all;
CREATE VIEW lead_day_count_all AS
    SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_counts
    UNION ALL SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_count_fresh;
CREATE VIEW lead_day_time_all AS
    SELECT metric, day, assignee_id, secs, n FROM lead_day_times
    UNION ALL SELECT metric, day, assignee_id, secs, n FROM lead_day_time_fresh;
DROP TRIGGER lead_days_delete;
DROP TRIGGER lead_days_update_in;
DROP TRIGGER lead_days_update_out;
DROP VIEW lead_day_time_unfolded;
DROP VIEW lead_day_count_unfolded;
DROP VIEW lead_days_unfolded;
DROP TABLE lead_days_folded;
-- The seven shares of lead_day_count_rows, from NEW.
-- +goose StatementBegin
CREATE TRIGGER lead_days_insert AFTER INSERT ON leads WHEN NEW.merged_into IS NULL BEGIN
    INSERT INTO lead_day_count_fresh (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT v.column1, (unixepoch(NEW.created_at) + 19800) / 86400, coalesce(NEW.assignee_id, 0), v.column2, v.column3, v.column4, 1,
        CASE WHEN NEW.status = 'won' THEN 1 ELSE 0 END, CASE WHEN NEW.status = 'won' THEN coalesce(NEW.won_value, 0) ELSE 0 END
    FROM (VALUES (0, '', '', ''), (1, NEW.utm_source, NEW.utm_medium, NEW.utm_campaign), (2, NEW.page, '', ''),
        (3, NEW.location, '', ''), (4, NEW.property_type, '', ''), (5, NEW.referrer, '', ''),
        (6, CAST(max(CASE NEW.status WHEN 'contacted' THEN 1 WHEN 'site_visit_booked' THEN 2 WHEN 'proposal_sent' THEN 3 WHEN 'won' THEN 4 ELSE 0 END,
            CASE WHEN NEW.won_at IS NOT NULL THEN 4 WHEN NEW.proposal_sent_at IS NOT NULL THEN 3 WHEN NEW.visit_booked_at IS NOT NULL THEN 2
            WHEN NEW.contacted_at IS NOT NULL THEN 1 ELSE 0 END) AS TEXT), '', '')) v;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER lead_days_insert_times AFTER INSERT ON leads WHEN NEW.merged_into IS NULL
    AND coalesce(NEW.first_response_at, NEW.contacted_at, NEW.visit_booked_at, NEW.proposal_sent_at, NEW.won_at, NEW.first_response_within) IS NOT NULL BEGIN
    INSERT INTO lead_day_time_fresh (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, 1 FROM lead_day_time_rows WHERE id = NEW.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER lead_days_update_out BEFORE UPDATE OF created_at, merged_into, assignee_id, status, won_value, utm_source, utm_medium, utm_campaign, page, location, property_type, referrer, first_response_at, contacted_at, visit_booked_at, proposal_sent_at, won_at, first_response_within ON leads
WHEN OLD.created_at IS NOT NEW.created_at OR OLD.merged_into IS NOT NEW.merged_into OR OLD.assignee_id IS NOT NEW.assignee_id OR OLD.status IS NOT NEW.status OR OLD.won_value IS NOT NEW.won_value OR OLD.utm_source IS NOT NEW.utm_source OR OLD.utm_medium IS NOT NEW.utm_medium OR OLD.utm_campaign IS NOT NEW.utm_campaign OR OLD.page IS NOT NEW.page OR OLD.location IS NOT NEW.location OR OLD.property_type IS NOT NEW.property_type OR OLD.referrer IS NOT NEW.referrer OR OLD.first_response_at IS NOT NEW.first_response_at OR OLD.contacted_at IS NOT NEW.contacted_at OR OLD.visit_booked_at IS NOT NEW.visit_booked_at OR OLD.proposal_sent_at IS NOT NEW.proposal_sent_at OR OLD.won_at IS NOT NEW.won_at OR OLD.first_response_within IS NOT NEW.first_response_within BEGIN
    INSERT INTO lead_day_count_fresh (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, -1, -won, -won_value FROM lead_day_count_rows WHERE id = OLD.id;
    INSERT INTO lead_day_time_fresh (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, -1 FROM lead_day_time_rows WHERE id = OLD.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER lead_days_update_in AFTER UPDATE OF created_at, merged_into, assignee_id, status, won_value, utm_source, utm_medium, utm_campaign, page, location, property_type, referrer, first_response_at, contacted_at, visit_booked_at, proposal_sent_at, won_at, first_response_within ON leads
WHEN OLD.created_at IS NOT NEW.created_at OR OLD.merged_into IS NOT NEW.merged_into OR OLD.assignee_id IS NOT NEW.assignee_id OR OLD.status IS NOT NEW.status OR OLD.won_value IS NOT NEW.won_value OR OLD.utm_source IS NOT NEW.utm_source OR OLD.utm_medium IS NOT NEW.utm_medium OR OLD.utm_campaign IS NOT NEW.utm_campaign OR OLD.page IS NOT NEW.page OR OLD.location IS NOT NEW.location OR OLD.property_type IS NOT NEW.property_type OR OLD.referrer IS NOT NEW.referrer OR OLD.first_response_at IS NOT NEW.first_response_at OR OLD.contacted_at IS NOT NEW.contacted_at OR OLD.visit_booked_at IS NOT NEW.visit_booked_at OR OLD.proposal_sent_at IS NOT NEW.proposal_sent_at OR OLD.won_at IS NOT NEW.won_at OR OLD.first_response_within IS NOT NEW.first_response_within BEGIN
    INSERT INTO lead_day_count_fresh (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, 1, won, won_value FROM lead_day_count_rows WHERE id = NEW.id;
    INSERT INTO lead_day_time_fresh (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, 1 FROM lead_day_time_rows WHERE id = NEW.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER lead_days_delete BEFORE DELETE ON leads BEGIN
    INSERT INTO lead_day_count_fresh (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, -1, -won, -won_value FROM lead_day_count_rows WHERE id = OLD.id;
    INSERT INTO lead_day_time_fresh (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, -1 FROM lead_day_time_rows WHERE id = OLD.id;
END;
-- +goose StatementEnd
