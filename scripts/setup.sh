#!/usr/bin/env bash
# Installs whatever is missing to build the site and run every test, on a machine that has only
# Rust and Node. Idempotent: a second run installs nothing. Source it to get the PATH it sets.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$root/node_modules/.bin:$HOME/.cargo/bin:$PATH"

say() { echo "setup: $*" >&2; }

if ! rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$'; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown >&2
fi

# The wasm-bindgen CLI must be exactly the version of the wasm-bindgen crate in Cargo.lock.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' "$root/Cargo.lock")
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$bindgen_version" ]; then
  say "installing wasm-bindgen-cli $bindgen_version"
  # Not --locked: one of its locked dependencies is missing from the registry.
  cargo install wasm-bindgen-cli --version "$bindgen_version" --force >&2
fi

if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "0.21.14" ]; then
  say "installing trunk 0.21.14 (about 11 minutes)"
  # 0.22 needs a newer rustc than this machine's.
  cargo install trunk --version 0.21.14 --locked --force >&2
fi

if ! wasm-pack --version 2>/dev/null | grep -q '^wasm-pack 0\.15\.'; then
  say "installing wasm-pack 0.15"
  cargo install wasm-pack --version '^0.15' --force >&2
fi

# npm packages: binaryen's wasm-opt (Debian's is too old and breaks the module) and its JavaScript API
# (scripts/engine-modules.mjs: each engine as each page uses it), playwright-core,
# typescript (checks the package's type definitions), axe-core (the browser tests' contrast check),
# esbuild and terser (the pages' bundles, scripts/bundle-page.mjs).
if [ ! -x "$root/node_modules/.bin/wasm-opt" ] || [ ! -x "$root/node_modules/.bin/tsc" ] || [ ! -d "$root/node_modules/playwright-core" ] \
  || [ ! -d "$root/node_modules/axe-core" ] || [ ! -d "$root/node_modules/terser" ]; then
  say "installing npm packages"
  (cd "$root" && npm ci --no-audit --no-fund >&2)
fi

# Chromium for the browser tests (Playwright cannot download its own browser here).
if ! command -v chromium >/dev/null 2>&1; then
  say "installing Debian's chromium"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >&2
fi
