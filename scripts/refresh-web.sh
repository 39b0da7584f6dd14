#!/usr/bin/env bash
# After a change to the page's JavaScript or CSS only (www/, the static pages), brings a built
# dist/ up to date in seconds instead of a Trunk build: copies www/ and the static pages, bundles
# again, and renews the service worker's file list. A change to Rust or to index.html still needs
# scripts/build-web.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] || { echo "dist/ is missing: run scripts/build-web.sh first" >&2; exit 2; }
# The translated pages must be what pages/ makes (pages/README.md; scripts/build-web.sh checks too).
node scripts/pages.mjs --check
rm -rf dist/www dist/examples
cp -r www dist/www
cp -r examples dist/examples
# Every page Trunk copies as it is (index.html: copy-file), so a refreshed dist/ serves them too.
cp embed.html learn.html maker.html rules*.html RULES.md heller.html heller-*.html games*.html dist/
node scripts/bundle-page.mjs dist
[ -f pkg/heuchel.js ] && node scripts/diagram.mjs \
  5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001 \
  --moves 5-6.1_t3.1_t5.1 --step 3 --highlight 4:6 --width 720 --height 576 \
  > dist/examples/wiki/figure-favours.svg
cp manifest.webmanifest dist/manifest.webmanifest
node scripts/precache.mjs dist
