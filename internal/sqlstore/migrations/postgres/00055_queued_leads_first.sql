-- +goose Up
-- The figures' views start from the queue of leads not folded yet, always a handful: with the plain join the
-- planner pushed the day filter into the lead rows and scanned every lead (100,000 leads: 90 ms a read at rest,
-- over a second with the dashboard's three reads at once; issue 39). MATERIALIZED keeps the queue's join first.
CREATE OR REPLACE VIEW lead_day_count_all AS
    SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_counts
    UNION ALL SELECT x.kind, x.day, x.assignee_id, x.k1, x.k2, x.k3, 1, x.won, x.won_value
        FROM (WITH queued AS MATERIALIZED (SELECT l AS lead FROM lead_days_queue q JOIN leads l ON l.id = q.lead_id)
              SELECT r.* FROM queued, lead_day_count_rows(queued.lead) r) x;
CREATE OR REPLACE VIEW lead_day_time_all AS
    SELECT metric, day, assignee_id, secs, n FROM lead_day_times
    UNION ALL SELECT x.metric, x.day, x.assignee_id, x.secs, 1
        FROM (WITH queued AS MATERIALIZED (SELECT l AS lead FROM lead_days_queue q JOIN leads l ON l.id = q.lead_id)
              SELECT r.* FROM queued, lead_day_time_rows(queued.lead) r) x;

-- +goose Down
CREATE OR REPLACE VIEW lead_day_count_all AS
    SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_counts
    UNION ALL SELECT x.kind, x.day, x.assignee_id, x.k1, x.k2, x.k3, 1, x.won, x.won_value
        FROM lead_days_queue q JOIN leads l ON l.id = q.lead_id, lead_day_count_rows(l) x;
CREATE OR REPLACE VIEW lead_day_time_all AS
    SELECT metric, day, assignee_id, secs, n FROM lead_day_times
    UNION ALL SELECT x.metric, x.day, x.assignee_id, x.secs, 1
        FROM lead_days_queue q JOIN leads l ON l.id = q.lead_id, lead_day_time_rows(l) x;
