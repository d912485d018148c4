-- +goose Up
-- An erased lead is closed (issue 41): it leaves the working lists, and, lost unless it was won, every count of open work.
ALTER TABLE leads ADD COLUMN erased INTEGER NOT NULL DEFAULT 0 CHECK (erased IN (0, 1));

-- +goose Down
ALTER TABLE leads DROP COLUMN erased;
