#!/usr/bin/env bash
# Lighthouse on the shop-window pages with uploaded photos (issue 15's budget): an editor uploads
# phone photos through the real API, publishes them first in a gallery and as the newest project,
# then Lighthouse audits /recent-projects and two gallery pages as a visitor's phone sees them.
# Usage: scripts/bench-photos.sh   (needs bin/site; run by make bench, or alone)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
site_pid=""
cleanup() { [ -n "$site_pid" ] && kill "$site_pid" 2>/dev/null; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
origin="http://127.0.0.1:$port"
env DATA_DIR="$work/data" ADDR="127.0.0.1:$port" SITE_URL="$origin" RATE_LIMIT_PER_MINUTE=0 ./bin/site serve >"$work/site.log" 2>&1 &
site_pid=$!
for _ in $(seq 1 100); do curl -fs -o /dev/null "$origin/readyz" && break; sleep 0.1; done

email=bench-editor@nivaas.example
password="bench photos $(date +%s%N) lighthouse"
printf '%s\n' "$password" | DATA_DIR="$work/data" ./bin/site users add --email "$email" --name "Bench Editor" --role editor --password-stdin >/dev/null
api() { # method path [json-body|@file]
  local args=(-fsS -b "$work/jar" -c "$work/jar" -H "Origin: $origin" -X "$1" "$origin$2")
  if [ $# -ge 3 ]; then
    case $3 in @*) args+=(--data-binary "$3" -H "Content-Type: image/jpeg") ;; *) args+=(--data "$3" -H "Content-Type: application/json") ;; esac
  fi
  curl "${args[@]}"
}
api POST /api/admin/sign-in "$(python3 -c 'import json,sys; print(json.dumps({"email": sys.argv[1], "password": sys.argv[2]}))' "$email" "$password")" >/dev/null

# Two phone photos (landscape, as a kitchen and a living room would be shot), uploaded as a phone sends them.
go run ./scripts/imagebench -write "$work/kitchen.jpg:4000x3000"
go run ./scripts/imagebench -write "$work/living.jpg:4000x3000"
kitchen=$(api POST /api/admin/media "@$work/kitchen.jpg")
living=$(api POST /api/admin/media "@$work/living.jpg")

body=$(python3 - "$kitchen" "$living" <<'PY'
import json, sys
def image(answer, alt):
    a = json.loads(answer)
    return {"media": a["hash"], "alt": alt, "width": a["width"], "height": a["height"], "placeholder": a["placeholder"], "widths": a["widths"]}
kitchen, living = image(sys.argv[1], "A bright modular kitchen with handleless cabinets"), image(sys.argv[2], "A living room with a wooden wall unit")
print(json.dumps({
  "design": {"category": "Modular-Kitchen-Designs", "type": "Normal", "title": "Handleless kitchen in warm oak", "description": "Photographed at a delivered home.", "features": ["Soft-close drawers", "Quartz counter"], "images": [kitchen, living], "ytUrl": "", "status": "published"},
  "living": {"category": "Living-Room-Designs", "type": "Normal", "title": "Oak wall unit with linen sofa", "description": "Photographed at a delivered home.", "features": ["Hidden storage"], "images": [living, kitchen], "ytUrl": "", "status": "published"},
  "project": {"name": "The Rao residence", "designer": "Ananya", "area": "1,450 sq ft", "propertyType": "3 BHK", "timeline": "45 days", "location": "Bengaluru", "caseBrief": "A family home finished in oak and linen.", "images": [living, kitchen], "status": "published"},
}))
PY
)
part() { echo "$body" | python3 -c 'import json,sys; print(json.dumps(json.load(sys.stdin)[sys.argv[1]]))' "$1"; }
api POST /api/admin/projects "$(part project)" >/dev/null
# Each new design first in its gallery, so the photo is what the visitor sees first (the LCP image).
first_in_gallery() { # body-part category
  local design ids
  design=$(api POST /api/admin/designs "$(part "$1")")
  ids=$(api GET "/api/admin/designs?category=$2&type=Normal" | python3 -c '
import json, sys
new = json.loads(sys.argv[1])["design"]["id"]
ids = [d["id"] for d in json.load(sys.stdin)["designs"]]
print(json.dumps({"category": sys.argv[2], "type": "Normal", "ids": [new] + [i for i in ids if i != new]}))' "$design" "$2")
  api POST /api/admin/designs/reorder "$ids" >/dev/null
}
first_in_gallery design Modular-Kitchen-Designs
first_in_gallery living Living-Room-Designs

echo
echo "Lighthouse with uploaded photos (the newest project and the galleries' first designs are phone photos)"
bash scripts/lighthouse.sh "$port" /recent-projects /design-gallery/Modular-Kitchen-Designs /design-gallery/Living-Room-Designs
