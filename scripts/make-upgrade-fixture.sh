#!/usr/bin/env bash
# Makes cmd/site/testdata/upgrade-prev.{sqlite,postgres.sql}: a database written by the
# previous release (PREV, default aff0fa6) through its own binary and API, with leads,
# mails pending (SMTP down), staff, sessions, the demo designs and an uploaded photo.
# TestUpgradeFromPreviousRelease opens them with this release. Run once per release:
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test?sslmode=disable bash scripts/make-upgrade-fixture.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin" GOFLAGS=-tags=nodynamic
PREV=${PREV:-aff0fa6}
PGURL=${TEST_DATABASE_URL:?set TEST_DATABASE_URL to a PostgreSQL the fixture may use}
OUT=$PWD/cmd/site/testdata
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

git archive "$PREV" | tar -x -C "$work" --one-top-level=src
(cd "$work/src" && CGO_ENABLED=0 go build -trimpath -o "$work/site" ./cmd/site)
go run ./scripts/testphoto -w 640 -h 480 > "$work/photo.jpg"

# fill runs the previous release on env $@ and writes through its API and commands.
fill() {
  local dir=$1; shift
  local env=(env -i PATH="$PATH" DATA_DIR="$dir" ADDR=127.0.0.1:18391 SMTP_URL=smtp://127.0.0.1:1 RATE_LIMIT_PER_MINUTE=0 "$@")
  echo 'editor password for the fixture' | "${env[@]}" "$work/site" users add --email editor@fixture.example --name 'Esha Editor' --role editor --password-stdin
  echo 'sales password for the fixture' | "${env[@]}" "$work/site" users add --email sales@fixture.example --name 'Sai Sales' --role sales --password-stdin
  "${env[@]}" "$work/site" serve 2> "$dir.log" & local pid=$!
  for _ in $(seq 1 100); do curl -fs http://127.0.0.1:18391/healthz >/dev/null && break; sleep 0.1; done
  local base=http://127.0.0.1:18391
  for who in 'Anu Prev:anu@prev.example' 'Bala Prev:' 'Chitra Prev:chitra@prev.example'; do
    local name=${who%%:*} email=${who#*:}
    [ -n "$email" ] && email="\"$email\"" || email=null
    curl -fsS -H 'Content-Type: application/json' -d "{\"propertyType\":\"2 BHK\",\"location\":\"Pune\",\"name\":\"$name\",\"mobile\":\"98765 43210\",\"email\":$email,\"whatsappUpdates\":true}" $base/api/leads; echo
  done
  curl -fsS -c "$work/editor.jar" -H 'Content-Type: application/json' -d '{"email":"editor@fixture.example","password":"editor password for the fixture"}' $base/api/admin/sign-in; echo
  curl -fsS -b "$work/editor.jar" -H 'Content-Type: image/jpeg' --data-binary @"$work/photo.jpg" $base/api/admin/media; echo
  curl -fsS -c "$work/sales.jar" -H 'Content-Type: application/json' -d '{"email":"sales@fixture.example","password":"sales password for the fixture"}' $base/api/admin/sign-in; echo
  sleep 1 # the worker tries the mails once and finds SMTP down: they stay pending
  kill -TERM $pid; wait $pid
}

mkdir "$work/sqlite"
fill "$work/sqlite"
rm -f "$OUT/upgrade-prev.sqlite"
sqlite3 "$work/sqlite/site.db" "VACUUM INTO '$OUT/upgrade-prev.sqlite'"

schema=upgrade_fixture
psql -q "$PGURL" -c "DROP SCHEMA IF EXISTS $schema CASCADE" -c "CREATE SCHEMA $schema"
sep='?'; case $PGURL in *\?*) sep='&';; esac
mkdir "$work/pg"
fill "$work/pg" DATABASE_URL="$PGURL${sep}search_path=$schema"
pg_dump --no-owner --no-privileges --column-inserts --rows-per-insert=50 -n $schema "$PGURL" |
  grep -v -e '^CREATE SCHEMA' -e '^SET ' -e "^SELECT pg_catalog.set_config('search_path'" -e '^--' -e '^\\' |
  cat -s > "$OUT/upgrade-prev.postgres.sql"
psql -q "$PGURL" -c "DROP SCHEMA $schema CASCADE"
ls -la "$OUT"
