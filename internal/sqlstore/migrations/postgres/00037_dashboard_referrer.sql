-- +goose Up
-- The dashboard counts referrers from the leads that came with one, found through this index
-- instead of visiting each of the period's leads in the table; the leads without one, the most,
-- are counted from leads_dashboard. The referrer itself stays out of the key: one of 1,000
-- characters could pass the index row limit and refuse the lead.
CREATE INDEX leads_referred ON leads (created_at) WHERE merged_into IS NULL AND referrer <> '';

-- +goose Down
DROP INDEX leads_referred;
