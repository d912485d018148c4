-- +goose Up
-- A new lead's share of the dashboard roll-up leaves the lead's transaction (issue 39): the insert
-- trigger's grouped appends halved the lead POST (pgbench, 16 clients: 1,000 statements a second with
-- it, 2,000 to 3,200 without). A new lead now only queues its id here, in its own transaction, and the
-- site folds the queued leads into the roll-up after their commit: taking a queued row and counting
-- its lead happen in one transaction, so a crash loses none and none is counted twice. Ids do not
-- commit in order here, so a queue rather than a last id folded (as on SQLite). Reads add the queued
-- leads' shares from the lead rows, so the figures are exact before a fold too.
CREATE TABLE lead_days_queue (lead_id BIGINT PRIMARY KEY);
-- +goose StatementBegin
CREATE FUNCTION lead_days_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO lead_days_queue (lead_id) VALUES (NEW.id);
    RETURN NULL;
END $$;
-- +goose StatementEnd
DROP TRIGGER lead_days_insert ON leads;
CREATE TRIGGER lead_days_insert AFTER INSERT ON leads FOR EACH ROW EXECUTE FUNCTION lead_days_enqueue();
-- A lead still queued moves nothing when changed or deleted: the fold counts it as it is then. A fold
-- holds the queue rows it took (FOR UPDATE) until it commits; a change waits for those (FOR SHARE), so
-- it finds the lead either still queued and not taken (the fold after it sees the change) or folded,
-- as the lead was before the change (and moves it). plpgsql reads each statement with a new snapshot.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION lead_days_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' THEN
        PERFORM 1 FROM lead_days_queue q WHERE q.lead_id IN (SELECT id FROM old_leads) FOR SHARE;
        PERFORM lead_days_apply(
            (SELECT array_agg(o::leads) FROM old_leads o WHERE NOT EXISTS (SELECT 1 FROM lead_days_queue q WHERE q.lead_id = o.id)),
            (SELECT array_agg(n::leads) FROM new_leads n WHERE NOT EXISTS (SELECT 1 FROM lead_days_queue q WHERE q.lead_id = n.id)));
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM 1 FROM lead_days_queue q WHERE q.lead_id IN (SELECT id FROM old_leads) FOR SHARE;
        PERFORM lead_days_apply(
            (SELECT array_agg(o::leads) FROM old_leads o WHERE NOT EXISTS (SELECT 1 FROM lead_days_queue q WHERE q.lead_id = o.id)),
            '{}'::leads[]);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- The figures: the roll-up's rows and the shares of the leads still queued.
CREATE OR REPLACE VIEW lead_day_count_all AS
    SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_counts
    UNION ALL SELECT x.kind, x.day, x.assignee_id, x.k1, x.k2, x.k3, 1, x.won, x.won_value
        FROM lead_days_queue q JOIN leads l ON l.id = q.lead_id, lead_day_count_rows(l) x;
CREATE OR REPLACE VIEW lead_day_time_all AS
    SELECT metric, day, assignee_id, secs, n FROM lead_day_times
    UNION ALL SELECT x.metric, x.day, x.assignee_id, x.secs, 1
        FROM lead_days_queue q JOIN leads l ON l.id = q.lead_id, lead_day_time_rows(l) x;

-- +goose Down
INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value, settled)
    SELECT x.kind, x.day, x.assignee_id, x.k1, x.k2, x.k3, count(*), sum(x.won), sum(x.won_value), false
    FROM lead_days_queue q JOIN leads l ON l.id = q.lead_id, lead_day_count_rows(l) x GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO lead_day_times (metric, day, assignee_id, secs, n, settled)
    SELECT x.metric, x.day, x.assignee_id, x.secs, count(*), false
    FROM lead_days_queue q JOIN leads l ON l.id = q.lead_id, lead_day_time_rows(l) x GROUP BY 1, 2, 3, 4;
CREATE OR REPLACE VIEW lead_day_count_all AS SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_counts;
CREATE OR REPLACE VIEW lead_day_time_all AS SELECT metric, day, assignee_id, secs, n FROM lead_day_times;
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION lead_days_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
DROP TRIGGER lead_days_insert ON leads;
CREATE TRIGGER lead_days_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_leads
    FOR EACH STATEMENT EXECUTE FUNCTION lead_days_change();
DROP FUNCTION lead_days_enqueue();
DROP TABLE lead_days_queue;
