#!/usr/bin/env bash
# Builds the second game's engine, Auf Heller und Pfennig (crates/heller, its src/wasm.rs), for the
# browser: heller.js, heller_bg.wasm and heller.d.ts into OUT, beside heuchel's engine at the top
# of the built site (www/heller/engine/load.js finds them there; docs/HELLER-JS-API.md).
#
#   bash scripts/build-heller-wasm.sh [OUT]
#
# OUT is the first argument, else Trunk's staging folder ($TRUNK_STAGING_DIR): Trunk.toml runs this
# as a hook, so `trunk build` and `trunk serve --no-autoreload` both produce the three files in dist/.
#
# Nothing is installed here (scripts/setup.sh does that): the wasm-bindgen CLI must be the version
# Cargo.lock pins, and wasm-opt must be npm's binaryen (node_modules/.bin), never Debian's, which
# is too old and breaks the module.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$root/node_modules/.bin:$HOME/.cargo/bin:$PATH"

fail() {
  echo "build-heller-wasm: $*" >&2
  exit 1
}

out="${1:-${TRUNK_STAGING_DIR:-}}"
[ -n "$out" ] || fail "usage: bash scripts/build-heller-wasm.sh <out dir>  (Trunk sets TRUNK_STAGING_DIR)"
mkdir -p "$out"

wasm_opt="$root/node_modules/.bin/wasm-opt"
[ -x "$wasm_opt" ] || fail "npm's wasm-opt (binaryen) is missing from node_modules/.bin: run bash scripts/setup.sh"

bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
have_version=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')
[ "$have_version" = "$bindgen_version" ] \
  || fail "wasm-bindgen ${have_version:-is missing}, Cargo.lock pins $bindgen_version: run bash scripts/setup.sh"

# The library alone, without the command-line programs (feature cli: clap, the tournament).
cargo build -p heller --lib --release --target wasm32-unknown-unknown --no-default-features
target_dir="${CARGO_TARGET_DIR:-$root/target}"

wasm-bindgen --target web --typescript --out-name heller --out-dir "$out" \
  "$target_dir/wasm32-unknown-unknown/release/heller.wasm"
# -O3 --converge as heuchel's module (index.html's data-wasm-opt and data-wasm-opt-params,
# scripts/build-web.sh): the passes again until the module stops shrinking (0.5 KB gzipped less).
"$wasm_opt" -O3 --converge "$out/heller_bg.wasm" -o "$out/heller_bg.wasm"

echo "build-heller-wasm: $out/heller.js, heller_bg.wasm ($(wc -c < "$out/heller_bg.wasm") bytes), heller.d.ts" >&2
