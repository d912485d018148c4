-- +goose Up
-- Automatic assignment and the response target (issue 26, items 2 and 3).
-- One row of owner settings: round-robin on or off, per city or not, and the
-- minutes (within opening hours) a new lead may wait for its first contact.
CREATE TABLE assignment_settings (
    id               INTEGER     PRIMARY KEY CHECK (id = 1),
    auto_assign      BOOLEAN     NOT NULL DEFAULT FALSE,
    by_city          BOOLEAN     NOT NULL DEFAULT FALSE,
    response_minutes INTEGER     NOT NULL DEFAULT 15,
    watch_from       TIMESTAMPTZ,
    assign_from      TIMESTAMPTZ,
    version          BIGINT      NOT NULL DEFAULT 1
);
INSERT INTO assignment_settings (id) VALUES (1);
-- Whose turn it is: the last person picked per scope ('' for everyone, else a city).
CREATE TABLE assignment_turns (
    scope         TEXT   PRIMARY KEY,
    last_staff_id BIGINT NOT NULL DEFAULT 0
);
-- Away people are skipped; cities (one a line) are where a person takes leads when assignment is per city.
ALTER TABLE staff_accounts ADD COLUMN away BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE staff_accounts ADD COLUMN cities TEXT NOT NULL DEFAULT '';
-- When the owner was told a lead waited past the target (once a lead).
ALTER TABLE leads ADD COLUMN escalated_at TIMESTAMPTZ;

-- +goose Down
ALTER TABLE leads DROP COLUMN escalated_at;
ALTER TABLE staff_accounts DROP COLUMN cities;
ALTER TABLE staff_accounts DROP COLUMN away;
DROP TABLE assignment_turns;
DROP TABLE assignment_settings;
