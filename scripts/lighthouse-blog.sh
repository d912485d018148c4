#!/usr/bin/env bash
# Lighthouse on what an editor publishes (issue 27's budget): a fresh site with the demo seed, an editor,
# a post with a cover and two inline photos published through the admin API, then scripts/lighthouse.sh
# on that post and on /blogs. Needs bin/site (make build).
#   scripts/lighthouse-blog.sh            LIGHTHOUSE_RUNS=3 scripts/lighthouse-blog.sh
#   LIGHTHOUSE_ALSO="/ /blogs/modern-kitchen-design-trends-2025" …   other pages in the same run, to compare on a noisy machine
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=$PATH:/usr/local/go/bin
work=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((20000 + RANDOM % 20000)); done
base=http://127.0.0.1:$port
cleanup() { [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
fail() { echo "lighthouse-blog: $*" >&2; tail -20 "$work/site.log" >&2; exit 1; }

export DATA_DIR=$work/data ADDR=127.0.0.1:$port
./bin/site seed >/dev/null
echo 'editor password for lighthouse' | ./bin/site users add --email editor@lighthouse.example --name 'Lighthouse Editor' --role editor --password-stdin >/dev/null
./bin/site serve >"$work/site.log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do curl -fs "$base/healthz" >/dev/null 2>&1 && break; sleep 0.2; done
curl -fs "$base/healthz" >/dev/null || fail "the site did not start"

jar=$work/jar
post() { curl -fsS -b "$jar" -c "$jar" -H "Origin: $base" "$@"; }
post -H 'Content-Type: application/json' -d '{"email":"editor@lighthouse.example","password":"editor password for lighthouse"}' \
  "$base/api/admin/sign-in" >/dev/null || fail "sign-in failed"
urls=()
for size in "1600 1000" "1200 800" "1000 1000"; do
  read -r w h <<<"$size"
  go run ./scripts/testphoto -w "$w" -h "$h" >"$work/photo.jpg"
  upload=$(post -H 'Content-Type: image/jpeg' --data-binary @"$work/photo.jpg" "$base/api/admin/media") || fail "upload failed"
  hash=$(grep -o '"hash":"[0-9a-f]*"' <<<"$upload" | cut -d'"' -f4)
  urls+=("/media/$hash/960.webp|$hash") # what the editor inserts (admin-blog/post.ts photoFromUpload)
done
cover_url=${urls[0]%|*} cover_id=${urls[0]#*|}
para='<p>A kitchen that works starts with the triangle between the hob, the sink and the fridge. Keep each leg between 1.2 and 2.7 metres, and nothing taller than the counter in its way.</p>'
body="<h2>Plan the work triangle</h2>$para<figure><img src=\"${urls[1]%|*}\" alt=\"A galley kitchen with grey shutters\" width=\"1200\" height=\"800\"><figcaption>Galley layout</figcaption></figure>$para<h2>Storage that reaches the corners</h2>$para<figure><img src=\"${urls[2]%|*}\" alt=\"A corner carousel inside a base cabinet\" width=\"1000\" height=\"1000\"></figure>$para"
created=$(post -H 'Content-Type: application/json' --data-binary @- "$base/api/admin/blog-posts" <<JSON
{"title":"Kitchen planning for Indian homes","slug":"kitchen-planning-for-indian-homes","category":"Kitchen",
 "author":"Lighthouse Editor","dateShown":"$(date +%F)","cover":{"mediaId":"$cover_id","url":"$cover_url","alt":"A modular kitchen with a breakfast counter"},
 "bodyHtml":$(printf '%s' "$body" | python3 -c 'import json,sys; print(json.dumps(sys.stdin.read()))'),
 "seo":{"title":"","description":"How to plan a modular kitchen that works: the triangle, storage and light.","keywords":"kitchen, modular kitchen"}}
JSON
) || fail "the post was not created"
id=$(grep -o '"id":[0-9]*' <<<"$created" | head -1 | cut -d: -f2)
version=$(grep -o '"version":[0-9]*' <<<"$created" | head -1 | cut -d: -f2)
post -X PATCH -H 'Content-Type: application/json' -d "{\"version\":$version,\"status\":\"published\"}" \
  "$base/api/admin/blog-posts/$id" >/dev/null || fail "the post was not published"
sleep 3 # the live-data poll
curl -fsS "$base/blogs/kitchen-planning-for-indian-homes" | grep -q 'Plan the work triangle' || fail "the post is not served"
bash scripts/lighthouse.sh "$port" /blogs/kitchen-planning-for-indian-homes /blogs ${LIGHTHOUSE_ALSO:-}
