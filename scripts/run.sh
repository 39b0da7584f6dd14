#!/usr/bin/env bash
# Builds the site (installing whatever is missing) and serves it at a local address it prints.
#
#   bash scripts/run.sh            # the static site: local play, hot-seat, computers, embeds
#   bash scripts/run.sh --online   # the same site served by the online tables' server
#                                  # (crates/server, a SQLite file heuchel.sqlite beside it):
#                                  # "Play online" appears on the title screens
#
# PORT chooses the port (8080). The terminal game: `cargo run --release -- terminal`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-web.sh
if [ "${1:-}" = "--online" ]; then
  cargo build --profile server -p server --bin heuchel-server
  exec target/server/heuchel-server --site dist --db "${HEUCHEL_DB:-heuchel.sqlite}" --addr "127.0.0.1:${PORT:-8080}"
fi
exec node scripts/serve.mjs dist --port "${PORT:-8080}"
