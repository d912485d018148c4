-- +goose Up
-- Each booking's two reminders (the day before at 09:00 India time, two hours before),
-- marked in the transaction that queues them, so every copy of the site sends each once.
ALTER TABLE appointments ADD COLUMN reminded_day_before INTEGER NOT NULL DEFAULT 0;
ALTER TABLE appointments ADD COLUMN reminded_soon INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE appointments DROP COLUMN reminded_soon;
ALTER TABLE appointments DROP COLUMN reminded_day_before;
