#!/usr/bin/env bash
# Builds the site (installing whatever is missing) and serves it at a local address it prints.
# The terminal game: `cargo run --release -- terminal`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-web.sh
exec node scripts/serve.mjs dist --port "${PORT:-8080}"
