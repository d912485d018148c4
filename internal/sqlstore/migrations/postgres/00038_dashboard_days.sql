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
    assignee_id BIGINT  NOT NULL,
    k1          TEXT    NOT NULL,
    k2          TEXT    NOT NULL,
    k3          TEXT    NOT NULL,
    leads       INTEGER NOT NULL,
    won         INTEGER NOT NULL,
    won_value   BIGINT  NOT NULL
);
-- The texts keyed by their digest: a referrer of 1,000 characters could pass a btree entry's limit.
CREATE UNIQUE INDEX lead_day_counts_key ON lead_day_counts
    (kind, day, assignee_id, md5(length(k1)::text || ':' || k1 || length(k2)::text || ':' || k2 || k3));
CREATE TABLE lead_day_times (
    metric      INTEGER NOT NULL,
    day         INTEGER NOT NULL,
    assignee_id BIGINT  NOT NULL,
    secs        BIGINT  NOT NULL,
    n           INTEGER NOT NULL,
    PRIMARY KEY (metric, day, assignee_id, secs)
);
-- What a live lead adds to the figures, as the dashboard reads it from the lead row (none for a NULL row).
-- +goose StatementBegin
CREATE FUNCTION lead_day_count_rows(l leads) RETURNS TABLE (kind INTEGER, day INTEGER, assignee_id BIGINT, k1 TEXT, k2 TEXT, k3 TEXT,
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
-- A stage's time runs from entering it to entering any later one first (as the dashboard's funnel).
-- +goose StatementBegin
CREATE FUNCTION lead_day_time_rows(l leads) RETURNS TABLE (metric INTEGER, day INTEGER, assignee_id BIGINT, secs BIGINT)
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
INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT c.kind, c.day, c.assignee_id, c.k1, c.k2, c.k3, count(*), sum(c.won), sum(c.won_value)
    FROM leads l, lead_day_count_rows(l) c GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO lead_day_times (metric, day, assignee_id, secs, n)
    SELECT t.metric, t.day, t.assignee_id, t.secs, count(*) FROM leads l, lead_day_time_rows(l) t GROUP BY 1, 2, 3, 4;
-- Every statement that writes leads moves their shares in its transaction: the old rows' out and the new
-- ones' in, netted, in key order (two writers lock the rows they share in the same order: no deadlock),
-- once a statement, so an import or a bulk change is one set-based write of the figures.
-- +goose StatementBegin
CREATE FUNCTION lead_days_apply(olds leads[], news leads[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
    SELECT c.kind, c.day, c.assignee_id, c.k1, c.k2, c.k3, sum(c.sign), sum(c.sign * c.won), sum(c.sign * c.won_value)
    FROM (SELECT x.*, -1 AS sign FROM unnest(olds) o, lead_day_count_rows(o) x
        UNION ALL SELECT x.*, 1 FROM unnest(news) n, lead_day_count_rows(n) x) c
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(c.sign) <> 0 OR sum(c.sign * c.won) <> 0 OR sum(c.sign * c.won_value) <> 0
    ORDER BY 1, 2, 3, md5(length(c.k1)::text || ':' || c.k1 || length(c.k2)::text || ':' || c.k2 || c.k3)
    ON CONFLICT (kind, day, assignee_id, md5(length(k1)::text || ':' || k1 || length(k2)::text || ':' || k2 || k3))
    DO UPDATE SET leads = lead_day_counts.leads + excluded.leads,
        won = lead_day_counts.won + excluded.won, won_value = lead_day_counts.won_value + excluded.won_value;
    -- A group a lead left keeps no row: none of its texts outlive the leads that carried them (an erasure).
    DELETE FROM lead_day_counts c USING unnest(olds) o, lead_day_count_rows(o) x
    WHERE c.kind = x.kind AND c.day = x.day AND c.assignee_id = x.assignee_id AND c.k1 = x.k1 AND c.k2 = x.k2 AND c.k3 = x.k3
        AND c.leads = 0 AND c.won = 0 AND c.won_value = 0;
    INSERT INTO lead_day_times (metric, day, assignee_id, secs, n)
    SELECT t.metric, t.day, t.assignee_id, t.secs, sum(t.sign)
    FROM (SELECT x.*, -1 AS sign FROM unnest(olds) o, lead_day_time_rows(o) x
        UNION ALL SELECT x.*, 1 FROM unnest(news) n, lead_day_time_rows(n) x) t
    GROUP BY 1, 2, 3, 4 HAVING sum(t.sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (metric, day, assignee_id, secs) DO UPDATE SET n = lead_day_times.n + excluded.n;
    DELETE FROM lead_day_times t USING unnest(olds) o, lead_day_time_rows(o) x
    WHERE t.metric = x.metric AND t.day = x.day AND t.assignee_id = x.assignee_id AND t.secs = x.secs AND t.n = 0;
$$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE FUNCTION lead_days_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- plpgsql plans a statement when it first runs it: each branch names only the transition tables its trigger has.
    IF TG_OP = 'INSERT' THEN
        PERFORM lead_days_apply('{}'::leads[], (SELECT array_agg(n::leads) FROM new_leads n));
    ELSIF TG_OP = 'UPDATE' THEN
        PERFORM lead_days_apply((SELECT array_agg(o::leads) FROM old_leads o), (SELECT array_agg(n::leads) FROM new_leads n));
    ELSE
        PERFORM lead_days_apply((SELECT array_agg(o::leads) FROM old_leads o), '{}'::leads[]);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER lead_days_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_leads
    FOR EACH STATEMENT EXECUTE FUNCTION lead_days_change();
CREATE TRIGGER lead_days_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads
    FOR EACH STATEMENT EXECUTE FUNCTION lead_days_change();
CREATE TRIGGER lead_days_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_leads
    FOR EACH STATEMENT EXECUTE FUNCTION lead_days_change();

-- +goose Down
DROP TRIGGER lead_days_delete ON leads;
DROP TRIGGER lead_days_update ON leads;
DROP TRIGGER lead_days_insert ON leads;
DROP FUNCTION lead_days_change();
DROP FUNCTION lead_days_apply(leads[], leads[]);
DROP FUNCTION lead_day_time_rows(leads);
DROP FUNCTION lead_day_count_rows(leads);
DROP TABLE lead_day_times;
DROP TABLE lead_day_counts;
ALTER TABLE leads DROP COLUMN first_response_within;
