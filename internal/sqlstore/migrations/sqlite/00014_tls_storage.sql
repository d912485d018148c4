-- +goose Up
-- Certificates, their keys, the ACME account and pending challenges, under
-- certmagic's slash-separated keys: in the database so every copy shares them
-- and a restart never asks the CA again.
CREATE TABLE tls_storage (
    key      TEXT PRIMARY KEY,
    value    BLOB NOT NULL,
    modified TEXT NOT NULL
);

-- Locks around obtaining and renewing, across copies; the holder keeps its row
-- fresh, so a copy that stopped holding one lets it expire.
CREATE TABLE tls_locks (
    name       TEXT PRIMARY KEY,
    holder     TEXT NOT NULL,
    expires_at TEXT NOT NULL
);

-- +goose Down
DROP TABLE tls_locks;
DROP TABLE tls_storage;
