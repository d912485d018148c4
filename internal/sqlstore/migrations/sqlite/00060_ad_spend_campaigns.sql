-- +goose Up
-- Spend and return sums a period's spend by platform and campaign: this index holds every column it reads, in
-- the order it groups by, so a year of 20,000 campaign days is read without a sort or a look at the table.
CREATE INDEX ad_spend_campaign ON ad_spend (platform, campaign_key, day, paise, campaign);

-- +goose Down
DROP INDEX ad_spend_campaign;
