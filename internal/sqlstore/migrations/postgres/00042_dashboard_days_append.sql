-- +goose Up
-- The roll-up as the dashboard reads it, settled or not: on SQLite (its 00042) these views add the
-- appended rows kept in tables of their own; here lead writes already append into lead_day_counts and
-- lead_day_times themselves (00041), so the views are the tables, and both engines read the same SQL.
CREATE VIEW lead_day_count_all AS SELECT kind, day, assignee_id, k1, k2, k3, leads, won, won_value FROM lead_day_counts;
CREATE VIEW lead_day_time_all AS SELECT metric, day, assignee_id, secs, n FROM lead_day_times;

-- +goose Down
DROP VIEW lead_day_time_all;
DROP VIEW lead_day_count_all;
