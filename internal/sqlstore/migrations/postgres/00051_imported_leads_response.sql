-- +goose Up
-- Imported leads are history (issue 41 item 10): they leave the response figures (metric 0, the first
-- response, and 5, the target it counts within) and kind 7 counts them, so the share answered within the
-- target is of the leads the site itself received. The imported leads folded already move with the
-- functions: their old response shares out and their new count in, as unsettled rows the site settles
-- (the queued ones are read from their rows).
INSERT INTO lead_day_times (metric, day, assignee_id, secs, n, settled)
    SELECT x.metric, x.day, x.assignee_id, x.secs, -count(*), false FROM leads l, lead_day_time_rows(l) x
    WHERE l.import_id IS NOT NULL AND x.metric IN (0, 5) AND NOT EXISTS (SELECT 1 FROM lead_days_queue q WHERE q.lead_id = l.id) GROUP BY 1, 2, 3, 4;
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION lead_day_count_rows(l leads) RETURNS TABLE (kind INTEGER, day INTEGER, assignee_id BIGINT, k1 TEXT, k2 TEXT, k3 TEXT,
    won INTEGER, won_value BIGINT) LANGUAGE sql STABLE AS $$
    SELECT v.kind, b.day, b.assignee_id, v.k1, v.k2, v.k3, b.won, b.won_value
    FROM (SELECT floor((extract(epoch FROM l.created_at) + 19800) / 86400)::integer AS day, coalesce(l.assignee_id, 0)::bigint AS assignee_id,
            CASE WHEN l.status = 'won' THEN 1 ELSE 0 END AS won,
            CASE WHEN l.status = 'won' THEN coalesce(l.won_value, 0) ELSE 0 END::bigint AS won_value,
            greatest(CASE l.status WHEN 'contacted' THEN 1 WHEN 'site_visit_booked' THEN 2 WHEN 'proposal_sent' THEN 3 WHEN 'won' THEN 4 ELSE 0 END,
                CASE WHEN l.won_at IS NOT NULL THEN 4 WHEN l.proposal_sent_at IS NOT NULL THEN 3 WHEN l.visit_booked_at IS NOT NULL THEN 2
                WHEN l.contacted_at IS NOT NULL THEN 1 ELSE 0 END) AS far
        WHERE l.id IS NOT NULL AND l.merged_into IS NULL) b,
    LATERAL (VALUES (0, '', '', ''), (1, l.utm_source, l.utm_medium, l.utm_campaign), (2, l.page, '', ''), (3, l.location, '', ''),
        (4, l.property_type, '', ''), (5, l.referrer, '', ''), (6, b.far::text, '', ''), (7, '', '', '')) v (kind, k1, k2, k3)
    WHERE v.kind <> 7 OR l.import_id IS NOT NULL
$$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION lead_day_time_rows(l leads) RETURNS TABLE (metric INTEGER, day INTEGER, assignee_id BIGINT, secs BIGINT)
LANGUAGE sql STABLE AS $$
    SELECT v.metric, b.day, b.assignee_id, v.secs
    FROM (SELECT floor((extract(epoch FROM l.created_at) + 19800) / 86400)::integer AS day, coalesce(l.assignee_id, 0)::bigint AS assignee_id,
            floor(extract(epoch FROM l.created_at))::bigint AS e0, floor(extract(epoch FROM l.contacted_at))::bigint AS e1, floor(extract(epoch FROM l.visit_booked_at))::bigint AS e2,
            floor(extract(epoch FROM l.proposal_sent_at))::bigint AS e3, floor(extract(epoch FROM l.won_at))::bigint AS e4, CASE WHEN l.import_id IS NULL THEN floor(extract(epoch FROM l.first_response_at))::bigint END AS r
        WHERE l.id IS NOT NULL AND l.merged_into IS NULL) b,
    LATERAL (VALUES (0, b.r - b.e0), (1, least(b.e1, b.e2, b.e3, b.e4) - b.e0), (2, least(b.e2, b.e3, b.e4) - b.e1),
        (3, least(b.e3, b.e4) - b.e2), (4, b.e4 - b.e3)) d (metric, secs),
    -- greatest() would pass over a NULL, a time never reached: the difference stays NULL then.
    LATERAL (VALUES (d.metric, CASE WHEN d.secs < 0 THEN 0 ELSE d.secs END)) v (metric, secs)
    WHERE v.secs IS NOT NULL
    UNION ALL SELECT 5, floor((extract(epoch FROM l.created_at) + 19800) / 86400)::integer, coalesce(l.assignee_id, 0)::bigint,
        l.first_response_within::bigint
    WHERE l.id IS NOT NULL AND l.merged_into IS NULL AND l.first_response_within IS NOT NULL AND l.import_id IS NULL
$$;
-- +goose StatementEnd
INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value, settled)
    SELECT x.kind, x.day, x.assignee_id, x.k1, x.k2, x.k3, count(*), sum(x.won), sum(x.won_value), false FROM leads l, lead_day_count_rows(l) x
    WHERE l.import_id IS NOT NULL AND x.kind = 7 AND NOT EXISTS (SELECT 1 FROM lead_days_queue q WHERE q.lead_id = l.id) GROUP BY 1, 2, 3, 4, 5, 6;

-- +goose Down
INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value, settled)
    SELECT x.kind, x.day, x.assignee_id, x.k1, x.k2, x.k3, -count(*), -sum(x.won), -sum(x.won_value), false FROM leads l, lead_day_count_rows(l) x
    WHERE l.import_id IS NOT NULL AND x.kind = 7 AND NOT EXISTS (SELECT 1 FROM lead_days_queue q WHERE q.lead_id = l.id) GROUP BY 1, 2, 3, 4, 5, 6;
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION lead_day_count_rows(l leads) RETURNS TABLE (kind INTEGER, day INTEGER, assignee_id BIGINT, k1 TEXT, k2 TEXT, k3 TEXT,
    won INTEGER, won_value BIGINT) LANGUAGE sql STABLE AS $$
    SELECT v.kind, b.day, b.assignee_id, v.k1, v.k2, v.k3, b.won, b.won_value
    FROM (SELECT floor((extract(epoch FROM l.created_at) + 19800) / 86400)::integer AS day, coalesce(l.assignee_id, 0)::bigint AS assignee_id,
            CASE WHEN l.status = 'won' THEN 1 ELSE 0 END AS won,
            CASE WHEN l.status = 'won' THEN coalesce(l.won_value, 0) ELSE 0 END::bigint AS won_value,
            greatest(CASE l.status WHEN 'contacted' THEN 1 WHEN 'site_visit_booked' THEN 2 WHEN 'proposal_sent' THEN 3 WHEN 'won' THEN 4 ELSE 0 END,
                CASE WHEN l.won_at IS NOT NULL THEN 4 WHEN l.proposal_sent_at IS NOT NULL THEN 3 WHEN l.visit_booked_at IS NOT NULL THEN 2
                WHEN l.contacted_at IS NOT NULL THEN 1 ELSE 0 END) AS far
        WHERE l.id IS NOT NULL AND l.merged_into IS NULL) b,
    LATERAL (VALUES (0, '', '', ''), (1, l.utm_source, l.utm_medium, l.utm_campaign), (2, l.page, '', ''), (3, l.location, '', ''),
        (4, l.property_type, '', ''), (5, l.referrer, '', ''), (6, b.far::text, '', '')) v (kind, k1, k2, k3)
$$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION lead_day_time_rows(l leads) RETURNS TABLE (metric INTEGER, day INTEGER, assignee_id BIGINT, secs BIGINT)
LANGUAGE sql STABLE AS $$
    SELECT v.metric, b.day, b.assignee_id, v.secs
    FROM (SELECT floor((extract(epoch FROM l.created_at) + 19800) / 86400)::integer AS day, coalesce(l.assignee_id, 0)::bigint AS assignee_id,
            floor(extract(epoch FROM l.created_at))::bigint AS e0, floor(extract(epoch FROM l.contacted_at))::bigint AS e1, floor(extract(epoch FROM l.visit_booked_at))::bigint AS e2,
            floor(extract(epoch FROM l.proposal_sent_at))::bigint AS e3, floor(extract(epoch FROM l.won_at))::bigint AS e4, floor(extract(epoch FROM l.first_response_at))::bigint AS r
        WHERE l.id IS NOT NULL AND l.merged_into IS NULL) b,
    LATERAL (VALUES (0, b.r - b.e0), (1, least(b.e1, b.e2, b.e3, b.e4) - b.e0), (2, least(b.e2, b.e3, b.e4) - b.e1),
        (3, least(b.e3, b.e4) - b.e2), (4, b.e4 - b.e3)) d (metric, secs),
    -- greatest() would pass over a NULL, a time never reached: the difference stays NULL then.
    LATERAL (VALUES (d.metric, CASE WHEN d.secs < 0 THEN 0 ELSE d.secs END)) v (metric, secs)
    WHERE v.secs IS NOT NULL
    UNION ALL SELECT 5, floor((extract(epoch FROM l.created_at) + 19800) / 86400)::integer, coalesce(l.assignee_id, 0)::bigint,
        l.first_response_within::bigint
    WHERE l.id IS NOT NULL AND l.merged_into IS NULL AND l.first_response_within IS NOT NULL
$$;
-- +goose StatementEnd
INSERT INTO lead_day_times (metric, day, assignee_id, secs, n, settled)
    SELECT x.metric, x.day, x.assignee_id, x.secs, count(*), false FROM leads l, lead_day_time_rows(l) x
    WHERE l.import_id IS NOT NULL AND x.metric IN (0, 5) AND NOT EXISTS (SELECT 1 FROM lead_days_queue q WHERE q.lead_id = l.id) GROUP BY 1, 2, 3, 4;
