-- +goose Up
-- A logged call is one timeline line of its own kind.
ALTER TABLE lead_events DROP CONSTRAINT lead_events_kind_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind_check
    CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged', 'call'));

-- +goose Down
UPDATE lead_events SET kind = 'note' WHERE kind = 'call';
ALTER TABLE lead_events DROP CONSTRAINT lead_events_kind_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind_check
    CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged'));
