#!/usr/bin/env bash
# Runs every test of the project, installing whatever is missing first (scripts/setup.sh):
# Rust unit/integration/property tests, recorded playthroughs, the CLI, the wasm build,
# JavaScript unit tests, and browser tests in headless Chromium against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
setup_started=$SECONDS
source scripts/setup.sh

# Each section says how long it took, and the run its whole time at the end (the tools' setup
# apart: a fresh machine installs them once).
setup_took=$((SECONDS - setup_started))
started=$SECONDS
last=
section() {
  if [ -n "$last" ]; then echo "   ($((SECONDS - last)) s)"; fi
  last=$SECONDS
  echo "== $*"
}
trap 'status=$?; echo "   ($((SECONDS - last)) s)"; echo "== the tests took $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s after $setup_took s of setup"; exit $status' EXIT

section "house style: cargo fmt --check, cargo clippy -D warnings (every crate and target of the workspace: its benchmarks and examples compile)"
cargo fmt --check
cargo clippy --release --workspace --all-targets --quiet -- -D warnings

section "engine builds for wasm32-unknown-unknown (no wasm-only code in the rules)"
cargo check --lib --release --target wasm32-unknown-unknown --no-default-features --quiet

# The Rust tests build in the profile the server uses (Cargo.toml, [profile.server]): optimised
# code without whole-program LTO, so that the crates are compiled once for all the Rust tests and
# the server below, and no test binary pays for a fat-LTO link.
section "Rust tests: unit, integration, properties, playthroughs, CLI, doc tests"
cargo test --profile server --workspace --exclude server --quiet
section "the online tables' server: a deliberately leaky build is caught by the frame check (crates/server)"
# The leaky build first: the tests below build the real server again, which the browser tests run.
cargo test --profile server -p server --features leak-full-view --quiet --test tables
section "the online tables' server: whole games over loopback, each seat's frames checked"
cargo test --profile server -p server --quiet
cargo build --profile server -p server --bin heuchel-server --quiet
section "the online tables on two instances sharing Postgres and NATS, one killed mid-game (installs Debian's postgresql and nats-server when missing)"
bash scripts/test-scaleout.sh
section "the load generator plays a small load against a server, every frame checked (crates/loadgen)"
cargo test --profile server -p loadgen --quiet

section "build the site (Trunk) and the npm package (wasm-pack)"
bash scripts/build-web.sh

section "JavaScript unit tests (layout, hit-testing, UI helpers, pictures and the maker with the built engine)"
node --test --test-concurrency=2 tests/js/

section "TypeScript definitions of the package are typed (tsc --strict on a usage sample)"
tsc -p tests/ts
section "the page's typed JavaScript (JSDoc checked by tsc --strict: tests/ts/jsdoc.json)"
tsc -p tests/ts/jsdoc.json

section "the SVG picture looks like the canvas (Chromium rasterises both; at most 2 % of pixels differ)"
node scripts/compare-svg.mjs --max-diff 2
node scripts/compare-svg.mjs --all-marks --max-diff 2
# A board large enough for the class figures on its cards (render/figures.js, from 28 CSS px).
node scripts/compare-svg.mjs --width 1500 --height 1300 --out target/compare-svg-figures --max-diff 2
section "the second game's SVG picture looks like its canvas (a mid-game market; at most 2 % of pixels differ)"
node scripts/heller-compare-svg.mjs --max-diff 2

section "browser tests (headless Chromium)"
node --test --test-concurrency=1 tests/browser/
