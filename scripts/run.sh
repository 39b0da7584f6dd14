#!/usr/bin/env bash
# Plays Heuchel & Meuchel in the terminal against random computer players.
# Options are passed on: scripts/run.sh --players 3 --variant dice --seat 2
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --release --quiet --bin heuchel -- terminal "$@"
