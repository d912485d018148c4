-- +goose Up
-- The back-office: staff accounts, their one-time secrets, sign-in throttling, the audit log and sessions.
CREATE TABLE staff_accounts (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email           TEXT        NOT NULL UNIQUE,
    name            TEXT        NOT NULL,
    role            TEXT        NOT NULL CHECK (role IN ('owner', 'sales', 'editor')),
    disabled        BOOLEAN     NOT NULL DEFAULT FALSE,
    password_hash   TEXT        NOT NULL DEFAULT '',
    totp_secret     TEXT        NOT NULL DEFAULT '',
    totp_enabled    BOOLEAN     NOT NULL DEFAULT FALSE,
    totp_last_step  BIGINT      NOT NULL DEFAULT 0,
    session_version BIGINT      NOT NULL DEFAULT 1,
    created_at      TIMESTAMPTZ NOT NULL,
    last_sign_in_at TIMESTAMPTZ,
    version         BIGINT      NOT NULL DEFAULT 1
);

CREATE TABLE staff_tokens (
    hash       TEXT        PRIMARY KEY,
    account_id BIGINT      NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
    purpose    TEXT        NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX staff_tokens_account ON staff_tokens (account_id, purpose);

CREATE TABLE staff_recovery_codes (
    account_id BIGINT NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
    hash       TEXT   NOT NULL,
    PRIMARY KEY (account_id, hash)
);

CREATE TABLE sign_in_failures (
    key             TEXT        PRIMARY KEY,
    failures        INTEGER     NOT NULL,
    last_failure_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE audit_log (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at          TIMESTAMPTZ NOT NULL,
    actor_id    BIGINT      NOT NULL DEFAULT 0,
    actor_email TEXT        NOT NULL DEFAULT '',
    action      TEXT        NOT NULL,
    subject     TEXT        NOT NULL DEFAULT '',
    address     TEXT        NOT NULL DEFAULT '',
    detail      TEXT        NOT NULL DEFAULT ''
);

-- scs sessions; token is the SHA-256 of the cookie's token (HashTokenInStore).
CREATE TABLE sessions (
    token  TEXT        PRIMARY KEY,
    data   BYTEA       NOT NULL,
    expiry TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_expiry ON sessions (expiry);

-- +goose Down
DROP TABLE sessions;
DROP TABLE audit_log;
DROP TABLE sign_in_failures;
DROP TABLE staff_recovery_codes;
DROP TABLE staff_tokens;
DROP TABLE staff_accounts;
