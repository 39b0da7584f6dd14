#!/usr/bin/env bash
# Fuzzes the engine: runs every cargo-fuzz target in fuzz/ for SECONDS each (default 600), one
# after another, one libFuzzer process at a time (the reference machine has 2 cores).
#
#   bash scripts/fuzz.sh            # 10 minutes per target
#   bash scripts/fuzz.sh 60         # 1 minute per target
#   bash scripts/fuzz.sh 60 actions # only the named targets
#   FUZZ_SANITIZER=none bash scripts/fuzz.sh   # without the address sanitizer (faster)
#   FUZZ_KEEP_GOING=1 bash scripts/fuzz.sh     # record every crash and go on (-fork=1 -ignore_crashes=1)
#
# Installs cargo-fuzz if missing. Only the stable toolchain is needed: cargo-fuzz's nightly flags
# are unlocked with RUSTC_BOOTSTRAP=1. The address sanitizer is used when it builds; otherwise
# the targets are built with `-s none`. Builds keep debug assertions and overflow checks on.
#
# Corpora grow in fuzz/corpus/<target> (git-ignored), seeded from fuzz/seeds/<target>; crashes
# land in fuzz/artifacts/<target> (git-ignored); logs in fuzz/target/logs/<target>.log. Exits non-zero
# if any target crashed.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

secs="${1:-600}"
shift || true
export RUSTC_BOOTSTRAP=1

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "== installing cargo-fuzz"
  cargo install cargo-fuzz --locked
fi

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(cargo fuzz list)
fi

# FUZZ_SANITIZER=none skips the address sanitizer: about 4x the executions of `actions` per second
# (the engine has no unsafe code of its own; the sanitizer guards its dependencies' unsafe code).
sanitizer=(-s "${FUZZ_SANITIZER:-address}")
if ! cargo fuzz build "${sanitizer[@]}" "${targets[0]}" >/dev/null 2>&1; then
  if cargo fuzz build -s none "${targets[0]}" >/dev/null 2>&1; then
    echo "== ${sanitizer[*]} does not build here: using -s none"
    sanitizer=(-s none)
  else
    echo "== the fuzz targets do not build:"
    cargo fuzz build -s none "${targets[0]}" 2>&1 | tail -30
    exit 1
  fi
fi

logs=target/logs
mkdir -p "$logs"
crashed=()
for target in "${targets[@]}"; do
  mkdir -p "corpus/$target" "artifacts/$target"
  echo "== fuzzing $target for ${secs}s (${sanitizer[*]})"
  rm -f fuzz-0.log "$logs/$target.log"
  touch "$logs/$target.start"
  status=0
  common=(-max_total_time="$secs" -print_final_stats=1 -timeout=10 -rss_limit_mb=4096)
  if [ -n "${FUZZ_KEEP_GOING:-}" ]; then
    # One forked worker that records every crash and goes on (while a known bug is unfixed).
    cargo fuzz run "${sanitizer[@]}" "$target" "corpus/$target" "seeds/$target" -- \
      "${common[@]}" -fork=1 -ignore_crashes=1 -ignore_ooms=0 >"$logs/$target.log" 2>&1 || status=$?
  else
    # -jobs=1 runs one worker process whose output libFuzzer writes to fuzz-0.log.
    cargo fuzz run "${sanitizer[@]}" "$target" "corpus/$target" "seeds/$target" -- \
      "${common[@]}" -jobs=1 -workers=1 || status=$?
    if [ -f fuzz-0.log ]; then mv fuzz-0.log "$logs/$target.log"; fi
  fi
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$logs/$target.log" 2>/dev/null | grep -o '[0-9]*$' | tail -1 || true)
  secs_run=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$logs/$target.log" 2>/dev/null | grep -o '[0-9]*$' | tail -1 || true)
  if [ -z "$execs" ]; then # fork mode prints progress lines `#<executions>: cov: …` only
    execs=$(grep -o '^#[0-9]*' "$logs/$target.log" 2>/dev/null | tr -d '#' | tail -1 || true)
    secs_done=$(grep -o 'exiting: [0-9]* time: [0-9]*' "$logs/$target.log" | grep -o '[0-9]*$' | tail -1 || true)
    secs_run=$([ -n "$execs" ] && [ -n "$secs_done" ] && [ "$secs_done" -gt 0 ] && echo $((execs / secs_done)) || true)
  fi
  cov=$(grep -o 'cov: [0-9]*' "$logs/$target.log" 2>/dev/null | tail -1 || true)
  echo "   $target: exit $status, ${execs:-?} executions, ${secs_run:-?} exec/s, ${cov:-cov: ?}, corpus $(ls "corpus/$target" | wc -l) files"
  if [ ! -f "$logs/$target.log" ]; then
    echo "   $target did not build or start (exit $status): see the cargo output above"
    crashed+=("$target(build)")
    continue
  fi
  new=$(find "artifacts/$target" -type f -newer "$logs/$target.start")
  if [ "$status" -ne 0 ] || [ -n "$new" ]; then
    crashed+=("$target")
    grep -E -A12 'panicked at|ERROR: (libFuzzer|AddressSanitizer)' "$logs/$target.log" | head -40 || true
    echo "   new inputs: ${new:-none}"
  fi
done

if [ ${#crashed[@]} -ne 0 ]; then
  echo "== failed: ${crashed[*]} (crash inputs in fuzz/artifacts/; reproduce one with"
  echo "   RUSTC_BOOTSTRAP=1 cargo fuzz run <target> fuzz/artifacts/<target>/<file> from the repository root)"
  exit 1
fi
echo "== no crashes"
