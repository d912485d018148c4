-- +goose Up
-- Consultation booking: the availability the owner keeps (one row, JSON, with the
-- key that signs the visitors' links), the bookings, and each booking's history.
CREATE TABLE appointment_settings (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    body        TEXT        NOT NULL,
    version     BIGINT      NOT NULL DEFAULT 1,
    signing_key TEXT        NOT NULL,
    updated_at  TIMESTAMPTZ NOT NULL
);

CREATE TABLE appointments (
    id         BIGSERIAL PRIMARY KEY,
    lead_id    BIGINT      NOT NULL REFERENCES leads (id),
    place_id   TEXT        NOT NULL,
    starts_at  TIMESTAMPTZ NOT NULL,
    ends_at    TIMESTAMPTZ NOT NULL,
    status     TEXT        NOT NULL CHECK (status IN ('booked', 'cancelled')),
    outcome    TEXT        NOT NULL DEFAULT '' CHECK (outcome IN ('', 'held', 'no_show', 'rescheduled')),
    uid        TEXT        NOT NULL UNIQUE,
    sequence   INTEGER     NOT NULL DEFAULT 0,
    staff_id   BIGINT      REFERENCES staff_accounts (id),
    version    BIGINT      NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);
-- Capacity counts and the slot list read a place's bookings not cancelled by time.
CREATE INDEX appointments_place_time ON appointments (place_id, starts_at, ends_at) WHERE status = 'booked';
CREATE INDEX appointments_time ON appointments (starts_at) WHERE status = 'booked';
CREATE INDEX appointments_lead ON appointments (lead_id);

CREATE TABLE appointment_events (
    id             BIGSERIAL PRIMARY KEY,
    appointment_id BIGINT      NOT NULL REFERENCES appointments (id),
    at             TIMESTAMPTZ NOT NULL,
    actor_id       BIGINT      REFERENCES staff_accounts (id),
    text           TEXT        NOT NULL
);
CREATE INDEX appointment_events_appointment ON appointment_events (appointment_id, id);

-- +goose Down
DROP TABLE appointment_events;
DROP TABLE appointments;
DROP TABLE appointment_settings;
