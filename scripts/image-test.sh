#!/usr/bin/env bash
# Builds the container image (scripts/image.sh) and runs it as a user would:
# a page, a lead, a staff account and a photo upload (WebP through WebAssembly
# in a scratch image), the health check, a clean stop, and the lead still there
# in the /data volume when a new container starts. Needs podman (or docker) and bin/site.
set -euo pipefail
cd "$(dirname "$0")/.."
engine=$(command -v podman || command -v docker || true)
if [ -z "$engine" ]; then
  echo "image test skipped: neither podman nor docker is installed (Debian: apt-get install podman runc)"
  exit 0
fi
if ! why=$("$engine" info 2>&1 >/dev/null); then
  echo "image test skipped: $engine is installed but cannot run containers here ($engine info: $(tail -n1 <<<"$why"))"
  exit 0
fi
run=(--ulimit nofile=4096:4096 --ulimit nproc=4096:4096 --network host)
# crun refuses hybrid cgroups (v1 controllers beside a v2 hierarchy); runc copes.
if [ ! -e /sys/fs/cgroup/cgroup.controllers ] && command -v runc >/dev/null && [[ $engine == *podman ]]; then
  engine_flags=(--runtime "$(command -v runc)")
else
  engine_flags=()
fi

# Decide before spending: a tiny image of our own binary alone (no registry) must start and print its
# version. A runtime that cannot start any container is this machine's limit, not the image's fault.
probe_dir=$(mktemp -d)
cp bin/site "$probe_dir/site"
printf 'FROM scratch\nCOPY site /site\nENTRYPOINT ["/site"]\nCMD ["version"]\n' >"$probe_dir/Containerfile"
probe=nivaas-runtime-probe:latest
if ! why=$("$engine" build -q -f "$probe_dir/Containerfile" -t "$probe" "$probe_dir" 2>&1 >/dev/null) ||
  ! why=$("$engine" "${engine_flags[@]}" run --rm "${run[@]}" "$probe" 2>&1 >/dev/null); then
  rm -rf "$probe_dir"
  echo "image test skipped: $engine cannot start a container here: $(grep -v '^$' <<<"$why" | tail -n1)"
  exit 0
fi
rm -rf "$probe_dir"
"$engine" rmi -f "$probe" >/dev/null 2>&1 || true

image=$(IMAGE=nivaas-site-test:latest bash scripts/image.sh | tail -n1)
# A free port: the container shares the host's network (no bridge needed), so its health check reaches ADDR.
port=$((20000 + RANDOM % 20000))
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((20000 + RANDOM % 20000)); done
base=http://127.0.0.1:$port
name=nivaas-image-test-$$
volume=$name-data
work=$(mktemp -d)
cleanup() {
  "$engine" "${engine_flags[@]}" rm -f "$name" >/dev/null 2>&1 || true
  "$engine" volume rm -f "$volume" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "image test: $*" >&2; "$engine" logs "$name" 2>&1 | tail -20 >&2 || true; exit 1; }

# The site key, as README's container line puts it into site.env: the same for both containers.
key=$(bin/site key new)
start() {
  "$engine" "${engine_flags[@]}" run -d --name "$name" "${run[@]}" -v "$volume:/data" -e ADDR="127.0.0.1:$port" -e SITE_KEY="$key" "$image" >/dev/null
  for _ in $(seq 1 100); do curl -fs "$base/healthz" >/dev/null 2>&1 && return; sleep 0.2; done
  fail "the container did not answer /healthz"
}

start
[ "$("$engine" inspect "$name" --format '{{.Config.User}}')" = 65532:65532 ] || fail "the container does not run as 65532"
"$engine" exec "$name" /site health >/dev/null || fail "site health failed inside the container"
if [[ $engine == *podman ]]; then
  "$engine" healthcheck run "$name" 2>/dev/null || fail "the image's HEALTHCHECK failed"
fi
[[ $(curl -fsS "$base/") == *'<html'* ]] || fail "the home page is not served"
curl -fsS -H 'Content-Type: application/json' \
  -d '{"propertyType":"2 BHK","location":"Pune","name":"Image Visitor","mobile":"98765 43210","email":null,"whatsappUpdates":true}' \
  "$base/api/leads" | grep '"id":1' >/dev/null || fail "the lead was not stored"
echo 'editor password for the image' | "$engine" exec -i "$name" /site users add --email editor@image.example --name 'Image Editor' --role editor --password-stdin >/dev/null
curl -fsS -c "$work/jar" -H 'Content-Type: application/json' \
  -d '{"email":"editor@image.example","password":"editor password for the image"}' "$base/api/admin/sign-in" >/dev/null || fail "sign-in failed"
PATH=$PATH:/usr/local/go/bin go run ./scripts/testphoto -w 1000 -h 700 > "$work/photo.jpg"
upload=$(curl -fsS -b "$work/jar" -H 'Content-Type: image/jpeg' --data-binary @"$work/photo.jpg" "$base/api/admin/media") || fail "the photo upload failed"
preview=$(grep -o '"preview":"[^"]*"' <<<"$upload" | cut -d'"' -f4)
[ "$(curl -fsS -o /dev/null -w '%{content_type}' "$base$preview")" = image/webp ] || fail "the WebP preview is not served"
"$engine" stop -t 30 "$name" >/dev/null
"$engine" logs "$name" 2>&1 | grep '"msg":"stopped"' >/dev/null || fail "no clean stop"
"$engine" rm "$name" >/dev/null

start
"$engine" exec "$name" /site leads export | grep 'Image Visitor' >/dev/null || fail "the lead did not outlive its container"
echo "image test: $image serves pages, stores a lead and a photo, passes its health check and keeps /data"
