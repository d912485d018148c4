-- +goose Up
-- Imported leads are history (issue 41 item 10): they leave the response figures (metric 0, the first
-- response, and 5, the target it counts within) and kind 7 counts them, so the share answered within the
-- target is of the leads the site itself received. The imported leads folded already move with the views:
-- their old response shares out and their new count in, as appended rows the site settles (the leads not
-- folded yet are read from their rows).
INSERT INTO lead_day_time_fresh (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, -1 FROM lead_day_time_rows WHERE metric IN (0, 5) AND id IN (SELECT id FROM leads WHERE import_id IS NOT NULL) AND id <= (SELECT lead_id FROM lead_days_folded);
DROP VIEW lead_day_time_all;
DROP VIEW lead_day_count_all;
DROP VIEW lead_day_time_unfolded;
DROP VIEW lead_day_count_unfolded;
DROP VIEW lead_days_unfolded;
DROP VIEW lead_day_time_rows;
DROP VIEW lead_day_count_rows;
DROP VIEW lead_day_base;
CREATE VIEW lead_day_base AS SELECT id, (unixepoch(created_at) + 19800) / 86400 AS day, coalesce(assignee_id, 0) AS assignee_id,
    CASE WHEN status = 'won' THEN 1 ELSE 0 END AS won, CASE WHEN status = 'won' THEN coalesce(won_value, 0) ELSE 0 END AS won_value,
    utm_source, utm_medium, utm_campaign, page, location, property_type, referrer,
    max(CASE status WHEN 'contacted' THEN 1 WHEN 'site_visit_booked' THEN 2 WHEN 'proposal_sent' THEN 3 WHEN 'won' THEN 4 ELSE 0 END,
        CASE WHEN won_at IS NOT NULL THEN 4 WHEN proposal_sent_at IS NOT NULL THEN 3 WHEN visit_booked_at IS NOT NULL THEN 2
        WHEN contacted_at IS NOT NULL THEN 1 ELSE 0 END) AS far,
    unixepoch(created_at) AS e0, unixepoch(contacted_at) AS e1, unixepoch(visit_booked_at) AS e2,
    unixepoch(proposal_sent_at) AS e3, unixepoch(won_at) AS e4, CASE WHEN import_id IS NULL THEN unixepoch(first_response_at) END AS r,
    CASE WHEN import_id IS NULL THEN first_response_within END AS w, import_id IS NOT NULL AS imported
    FROM leads WHERE merged_into IS NULL;
CREATE VIEW lead_day_count_rows AS
    SELECT id, 0 AS kind, day, assignee_id, '' AS k1, '' AS k2, '' AS k3, won, won_value FROM lead_day_base
    UNION ALL SELECT id, 1, day, assignee_id, utm_source, utm_medium, utm_campaign, won, won_value FROM lead_day_base
    UNION ALL SELECT id, 2, day, assignee_id, page, '', '', won, won_value FROM lead_day_base
    UNION ALL SELECT id, 3, day, assignee_id, location, '', '', won, won_value FROM lead_day_base
    UNION ALL SELECT id, 4, day, assignee_id, property_type, '', '', won, won_value FROM lead_day_base
    UNION ALL SELECT id, 5, day, assignee_id, referrer, '', '', won, won_value FROM lead_day_base
    UNION ALL SELECT id, 6, day, assignee_id, CAST(far AS TEXT), '', '', won, won_value FROM lead_day_base
    UNION ALL SELECT id, 7, day, assignee_id, '', '', '', won, won_value FROM lead_day_base WHERE imported;
CREATE VIEW lead_day_time_rows AS
    SELECT id, 0 AS metric, day, assignee_id, max(r - e0, 0) AS secs FROM lead_day_base WHERE r IS NOT NULL
    UNION ALL SELECT id, 1, day, assignee_id, max(min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e0, 0) FROM lead_day_base WHERE min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 2, day, assignee_id, max(min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e1, 0) FROM lead_day_base WHERE e1 IS NOT NULL AND min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 3, day, assignee_id, max(min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e2, 0) FROM lead_day_base WHERE e2 IS NOT NULL AND min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 4, day, assignee_id, max(e4 - e3, 0) FROM lead_day_base WHERE e3 IS NOT NULL AND e4 IS NOT NULL
    UNION ALL SELECT id, 5, day, assignee_id, w FROM lead_day_base WHERE w IS NOT NULL;
CREATE VIEW lead_days_unfolded AS SELECT * FROM lead_day_base
    WHERE id > (SELECT lead_id FROM lead_days_folded) AND id <= coalesce((SELECT upto FROM lead_days_folded), 9223372036854775807);
CREATE VIEW lead_day_count_unfolded AS
    WITH g AS MATERIALIZED (SELECT day, assignee_id, won, won_value, utm_source, utm_medium, utm_campaign, page, location, property_type,
        referrer, far, imported, count(*) AS n FROM lead_days_unfolded
        GROUP BY day, assignee_id, won, won_value, utm_source, utm_medium, utm_campaign, page, location, property_type, referrer, far, imported)
    SELECT 0 AS kind, day, assignee_id, '' AS k1, '' AS k2, '' AS k3, n AS leads, won * n AS won, won_value * n AS won_value FROM g
    UNION ALL SELECT 1, day, assignee_id, utm_source, utm_medium, utm_campaign, n, won * n, won_value * n FROM g
    UNION ALL SELECT 2, day, assignee_id, page, '', '', n, won * n, won_value * n FROM g
    UNION ALL SELECT 3, day, assignee_id, location, '', '', n, won * n, won_value * n FROM g
    UNION ALL SELECT 4, day, assignee_id, property_type, '', '', n, won * n, won_value * n FROM g
    UNION ALL SELECT 5, day, assignee_id, referrer, '', '', n, won * n, won_value * n FROM g
    UNION ALL SELECT 6, day, assignee_id, CAST(far AS TEXT), '', '', n, won * n, won_value * n FROM g
    UNION ALL SELECT 7, day, assignee_id, '', '', '', n, won * n, won_value * n FROM g WHERE imported;
CREATE VIEW lead_day_time_unfolded AS
    WITH t AS MATERIALIZED (SELECT * FROM lead_days_unfolded WHERE coalesce(r, e1, e2, e3, e4, w) IS NOT NULL)
    SELECT id, 0 AS metric, day, assignee_id, max(r - e0, 0) AS secs, 1 AS n FROM t WHERE r IS NOT NULL
    UNION ALL SELECT id, 1, day, assignee_id, max(min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e0, 0), 1 FROM t WHERE min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 2, day, assignee_id, max(min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e1, 0), 1 FROM t WHERE e1 IS NOT NULL AND min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 3, day, assignee_id, max(min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e2, 0), 1 FROM t WHERE e2 IS NOT NULL AND min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 4, day, assignee_id, max(e4 - e3, 0), 1 FROM t WHERE e3 IS NOT NULL AND e4 IS NOT NULL
    UNION ALL SELECT id, 5, day, assignee_id, w, 1 FROM t WHERE w IS NOT NULL;
CREATE VIEW lead_day_count_all AS
    SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_counts
    UNION ALL SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_count_fresh
    UNION ALL SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_count_unfolded;
CREATE VIEW lead_day_time_all AS
    SELECT metric, day, assignee_id, secs, n FROM lead_day_times
    UNION ALL SELECT metric, day, assignee_id, secs, n FROM lead_day_time_fresh
    UNION ALL SELECT metric, day, assignee_id, secs, n FROM lead_day_time_unfolded;
INSERT INTO lead_day_count_fresh (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, 1, won, won_value FROM lead_day_count_rows WHERE kind = 7 AND id <= (SELECT lead_id FROM lead_days_folded);

-- +goose Down
INSERT INTO lead_day_count_fresh (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT kind, day, assignee_id, k1, k2, k3, -1, -won, -won_value FROM lead_day_count_rows WHERE kind = 7 AND id <= (SELECT lead_id FROM lead_days_folded);
DROP VIEW lead_day_time_all;
DROP VIEW lead_day_count_all;
DROP VIEW lead_day_time_unfolded;
DROP VIEW lead_day_count_unfolded;
DROP VIEW lead_days_unfolded;
DROP VIEW lead_day_time_rows;
DROP VIEW lead_day_count_rows;
DROP VIEW lead_day_base;
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
CREATE VIEW lead_day_time_rows AS
    SELECT id, 0 AS metric, day, assignee_id, max(r - e0, 0) AS secs FROM lead_day_base WHERE r IS NOT NULL
    UNION ALL SELECT id, 1, day, assignee_id, max(min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e0, 0) FROM lead_day_base WHERE min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 2, day, assignee_id, max(min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e1, 0) FROM lead_day_base WHERE e1 IS NOT NULL AND min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 3, day, assignee_id, max(min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e2, 0) FROM lead_day_base WHERE e2 IS NOT NULL AND min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 4, day, assignee_id, max(e4 - e3, 0) FROM lead_day_base WHERE e3 IS NOT NULL AND e4 IS NOT NULL
    UNION ALL SELECT id, 5, day, assignee_id, w FROM lead_day_base WHERE w IS NOT NULL;
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
CREATE VIEW lead_day_time_unfolded AS
    WITH t AS MATERIALIZED (SELECT * FROM lead_days_unfolded WHERE coalesce(r, e1, e2, e3, e4, w) IS NOT NULL)
    SELECT id, 0 AS metric, day, assignee_id, max(r - e0, 0) AS secs, 1 AS n FROM t WHERE r IS NOT NULL
    UNION ALL SELECT id, 1, day, assignee_id, max(min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e0, 0), 1 FROM t WHERE min(coalesce(e1, 9000000000000000000), coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 2, day, assignee_id, max(min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e1, 0), 1 FROM t WHERE e1 IS NOT NULL AND min(coalesce(e2, 9000000000000000000), coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 3, day, assignee_id, max(min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) - e2, 0), 1 FROM t WHERE e2 IS NOT NULL AND min(coalesce(e3, 9000000000000000000), coalesce(e4, 9000000000000000000)) < 9000000000000000000
    UNION ALL SELECT id, 4, day, assignee_id, max(e4 - e3, 0), 1 FROM t WHERE e3 IS NOT NULL AND e4 IS NOT NULL
    UNION ALL SELECT id, 5, day, assignee_id, w, 1 FROM t WHERE w IS NOT NULL;
CREATE VIEW lead_day_count_all AS
    SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_counts
    UNION ALL SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_count_fresh
    UNION ALL SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_count_unfolded;
CREATE VIEW lead_day_time_all AS
    SELECT metric, day, assignee_id, secs, n FROM lead_day_times
    UNION ALL SELECT metric, day, assignee_id, secs, n FROM lead_day_time_fresh
    UNION ALL SELECT metric, day, assignee_id, secs, n FROM lead_day_time_unfolded;
INSERT INTO lead_day_time_fresh (metric, day, assignee_id, secs, n)
    SELECT metric, day, assignee_id, secs, 1 FROM lead_day_time_rows WHERE metric IN (0, 5) AND id IN (SELECT id FROM leads WHERE import_id IS NOT NULL) AND id <= (SELECT lead_id FROM lead_days_folded);
