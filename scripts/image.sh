#!/usr/bin/env bash
# Builds the FROM-scratch image of bin/site (see Containerfile) with podman, else docker.
# IMAGE names it (default nivaas-site:VERSION, also tagged :latest).
set -euo pipefail
cd "$(dirname "$0")/.."
engine=$(command -v podman || command -v docker || true)
if [ -z "$engine" ]; then
  echo "make image needs podman or docker (Debian: apt-get install podman)" >&2
  exit 1
fi
"$engine" info >/dev/null 2>&1 || { echo "$engine cannot build here: $engine info fails" >&2; exit 1; }
[ -x bin/site ] || { echo "bin/site is missing: run make build" >&2; exit 1; }
rm -rf bin/image && mkdir -p bin/image/data bin/image/tmp && chmod 1777 bin/image/tmp
cp /etc/ssl/certs/ca-certificates.crt bin/image/
version=$(bin/site version | cut -d' ' -f2)
image=${IMAGE:-nivaas-site:$version}
format=()
case $engine in *podman) format=(--format docker) ;; esac # OCI images drop HEALTHCHECK
"$engine" build "${format[@]}" -f Containerfile -t "$image" -t "${image%%:*}:latest" .
echo "$image"
