-- +goose Up
-- People's requests to see, correct or erase what the company holds (issue 28):
-- the request with its 6-digit code's hash (attempts counted in the write), the
-- erasure log (no personal data: request, counts per kind, who, when) and the
-- owner's retention periods (one JSON row with its version, like company_details).
CREATE TABLE data_requests (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind            TEXT        NOT NULL CHECK (kind IN ('access', 'correction', 'erasure')),
    channel         TEXT        NOT NULL CHECK (channel IN ('email', 'phone')),
    status          TEXT        NOT NULL CHECK (status IN ('unverified', 'open', 'done', 'refused')),
    name            TEXT        NOT NULL DEFAULT '',
    email           TEXT        NOT NULL DEFAULT '',
    mobile          TEXT        NOT NULL DEFAULT '',
    detail          TEXT        NOT NULL DEFAULT '',
    code_hash       TEXT        NOT NULL DEFAULT '',
    code_expires_at TIMESTAMPTZ,
    code_attempts   INTEGER     NOT NULL DEFAULT 0,
    created_at      TIMESTAMPTZ NOT NULL,
    verified_at     TIMESTAMPTZ,
    closed_at       TIMESTAMPTZ,
    closed_by       BIGINT      NOT NULL DEFAULT 0,
    outcome         TEXT        NOT NULL DEFAULT '',
    version         BIGINT      NOT NULL DEFAULT 1
);
CREATE INDEX data_requests_open ON data_requests (status, created_at);

CREATE TABLE erasure_log (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    request_id BIGINT      NOT NULL DEFAULT 0,
    reason     TEXT        NOT NULL CHECK (reason IN ('request', 'retention')),
    counts     JSONB       NOT NULL,
    actor_id   BIGINT      NOT NULL DEFAULT 0,
    at         TIMESTAMPTZ NOT NULL
);

CREATE TABLE retention_settings (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    body       TEXT        NOT NULL,
    version    BIGINT      NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);

-- +goose Down
DROP TABLE retention_settings;
DROP TABLE erasure_log;
DROP TABLE data_requests;
