#!/usr/bin/env bash
# The image pipeline's figures: a 12-megapixel phone photo (EXIF orientation 6, GPS) decoded,
# turned upright, resized to every width and encoded as WebP and JPEG; then the peak memory of
# the worst-case uploads (8/16-bit RGB and RGBA, grey, palette, alpha; one and four at once). Runs alone too.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
printf '\n%s\n' "image pipeline (target: 12 MP in at most 3 s)"
# nodynamic: the pure-Go (WebAssembly) WebP encoder the site itself uses, never a system libwebp.
go run -tags nodynamic ./scripts/imagebench "$@"
