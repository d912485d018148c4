-- +goose Up
-- Blog posts the editor writes (issue 27): the post, every saved state as a
-- revision, the addresses a post had before (answered with a 301), and a
-- generation counted up with every change so each copy of the site refills its
-- pages within seconds. A scheduled post is live once publish_at has passed.
CREATE TABLE blog_posts (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    slug       TEXT    NOT NULL UNIQUE,
    title      TEXT    NOT NULL,
    category   TEXT    NOT NULL,
    author     TEXT    NOT NULL,
    date_shown TEXT    NOT NULL,
    cover      TEXT,
    body_html  TEXT    NOT NULL,
    seo        TEXT    NOT NULL,
    status     TEXT    NOT NULL CHECK (status IN ('draft', 'scheduled', 'published', 'unpublished')),
    publish_at TEXT,
    version    INTEGER NOT NULL,
    created_at TEXT    NOT NULL,
    updated_at TEXT    NOT NULL,
    updated_by TEXT    NOT NULL
);

CREATE TABLE blog_revisions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    post_id    INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    created_at TEXT    NOT NULL,
    author     TEXT    NOT NULL,
    title      TEXT    NOT NULL,
    status     TEXT    NOT NULL,
    post       TEXT    NOT NULL
);
CREATE INDEX blog_revisions_post ON blog_revisions (post_id, id);

CREATE TABLE blog_slug_redirects (
    slug    TEXT    PRIMARY KEY,
    post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE
);

CREATE TABLE blog_generation (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    generation INTEGER NOT NULL
);
INSERT INTO blog_generation (id, generation) VALUES (1, 1);

-- +goose Down
DROP TABLE blog_generation;
DROP TABLE blog_slug_redirects;
DROP TABLE blog_revisions;
DROP TABLE blog_posts;
