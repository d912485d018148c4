-- +goose Up
-- Staff correcting a lead's name, mobile, city or property type is a timeline line of its own kind (issue 41
-- item 11): unlike a note it is no contact, so it neither counts as the first response nor clears "late".
ALTER TABLE lead_events DROP CONSTRAINT lead_events_kind_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind_check
    CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged', 'call', 'whatsapp', 'details'));

-- +goose Down
UPDATE lead_events SET kind = 'note' WHERE kind = 'details';
ALTER TABLE lead_events DROP CONSTRAINT lead_events_kind_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind_check
    CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged', 'call', 'whatsapp'));
