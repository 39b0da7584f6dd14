#!/usr/bin/env bash
# Runs every test of the project. Installs what is missing (the wasm target) first.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! rustup target list --installed 2>/dev/null | grep -q wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi

echo "== engine builds for wasm32-unknown-unknown"
cargo build --lib --target wasm32-unknown-unknown --quiet

echo "== Rust tests (unit, integration, doc)"
cargo test --release --all-targets --quiet
cargo test --release --doc --quiet
