-- +goose Up
-- The back-office: staff accounts, their one-time secrets, sign-in throttling, the audit log and sessions.
CREATE TABLE staff_accounts (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    email           TEXT    NOT NULL UNIQUE,
    name            TEXT    NOT NULL,
    role            TEXT    NOT NULL CHECK (role IN ('owner', 'sales', 'editor')),
    disabled        INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
    password_hash   TEXT    NOT NULL DEFAULT '',
    totp_secret     TEXT    NOT NULL DEFAULT '',
    totp_enabled    INTEGER NOT NULL DEFAULT 0 CHECK (totp_enabled IN (0, 1)),
    totp_last_step  INTEGER NOT NULL DEFAULT 0,
    session_version INTEGER NOT NULL DEFAULT 1,
    created_at      TEXT    NOT NULL,
    last_sign_in_at TEXT,
    version         INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE staff_tokens (
    hash       TEXT    PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
    purpose    TEXT    NOT NULL,
    expires_at TEXT    NOT NULL
);
CREATE INDEX staff_tokens_account ON staff_tokens (account_id, purpose);

CREATE TABLE staff_recovery_codes (
    account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
    hash       TEXT    NOT NULL,
    PRIMARY KEY (account_id, hash)
);

CREATE TABLE sign_in_failures (
    key             TEXT    PRIMARY KEY,
    failures        INTEGER NOT NULL,
    last_failure_at TEXT    NOT NULL
);

CREATE TABLE audit_log (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    at          TEXT    NOT NULL,
    actor_id    INTEGER NOT NULL DEFAULT 0,
    actor_email TEXT    NOT NULL DEFAULT '',
    action      TEXT    NOT NULL,
    subject     TEXT    NOT NULL DEFAULT '',
    address     TEXT    NOT NULL DEFAULT '',
    detail      TEXT    NOT NULL DEFAULT ''
);

-- scs sessions; token is the SHA-256 of the cookie's token (HashTokenInStore).
CREATE TABLE sessions (
    token  TEXT PRIMARY KEY,
    data   BLOB NOT NULL,
    expiry TEXT NOT NULL
);
CREATE INDEX sessions_expiry ON sessions (expiry);

-- +goose Down
DROP TABLE sessions;
DROP TABLE audit_log;
DROP TABLE sign_in_failures;
DROP TABLE staff_recovery_codes;
DROP TABLE staff_tokens;
DROP TABLE staff_accounts;
