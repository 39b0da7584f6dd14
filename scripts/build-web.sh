#!/usr/bin/env bash
# Builds the static site into dist/ (Trunk, wasm-opt) and the npm-style package into pkg/
# (wasm-pack, with TypeScript definitions).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

# The translated pages (rules*.html, heller-rules*.html, games*.html) are written from pages/ and
# kept in the repository; Trunk copies them. Stop before building if one was edited by hand or its
# template or text changed without writing it again (pages/README.md).
echo "== pages: scripts/pages.mjs --check" >&2
node scripts/pages.mjs --check

echo "== site: trunk build --release -> dist/" >&2
trunk build --release >&2

echo "== package: wasm-pack build -> pkg/" >&2
# -O3 rather than -Oz: -Oz saved only 8 bytes when tried (docs/journal/performance.md, 2026-11-23),
# and -O3 optimises for speed; --converge runs the passes again until the module stops shrinking
# (as index.html's data-wasm-opt-params).
wasm-pack build --release --target web --out-dir pkg --mode no-install --no-opt -- --no-default-features >&2
wasm-opt -O3 --converge \
  pkg/heuchel_bg.wasm -o pkg/heuchel_bg.wasm

# The example wiki article's picture: the favour example after both cuts, drawn headlessly by the
# same renderer through the engine in pkg/ (docs/EMBED.md, "The picture").
echo "== example wiki figure: scripts/diagram.mjs -> dist/examples/wiki/figure-favours.svg" >&2
node scripts/diagram.mjs \
  5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001 \
  --moves 5-6.1_t3.1_t5.1 --step 3 --highlight 4:6 --width 720 --height 576 \
  > dist/examples/wiki/figure-favours.svg

# Offline and installable (docs/OFFLINE.md): the web app manifest beside index.html, then, last,
# the service worker with the list of every file in dist/ and their hashes (its version).
echo "== offline: manifest.webmanifest, scripts/precache.mjs -> dist/sw.js" >&2
cp manifest.webmanifest dist/manifest.webmanifest
node scripts/precache.mjs dist
