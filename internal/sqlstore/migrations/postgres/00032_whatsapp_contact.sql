-- +goose Up
-- Staff opening WhatsApp to a lead is a timeline line of its own kind: the first response the
-- dashboard and the response target count.
ALTER TABLE lead_events DROP CONSTRAINT lead_events_kind_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind_check
    CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged', 'call', 'whatsapp'));

-- +goose Down
UPDATE lead_events SET kind = 'note' WHERE kind = 'whatsapp';
ALTER TABLE lead_events DROP CONSTRAINT lead_events_kind_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind_check
    CHECK (kind IN ('status', 'assigned', 'note', 'follow_up', 'merged', 'call'));
