#!/usr/bin/env bash
# Runs the criterion speed benchmarks (benches/engine.rs and benches/bots.rs, release build, about
# a minute and a half) and prints a summary: the median throughput of each benchmark and whether
# the engine's targets are met (one core: >= 5 million actions/s in random play, >= 100,000 random
# 4-player games/s). The computer players' figures (ISMCTS iterations/s, decisions/s) are reported
# only; their browser aim is checked by scripts/measure-web.mjs.
#
#   bash scripts/bench.sh            # everything
#   bash scripts/bench.sh games      # only benchmarks whose name contains "games"
#
# Extra arguments go to criterion. The full output is kept in target/bench-engine.txt and the
# criterion reports in target/criterion/. Exits 0 even when a target is missed: speed depends on
# the machine and its load, so this reports, it does not fail.
set -euo pipefail
cd "$(dirname "$0")/.."

out=target/bench-engine.txt
mkdir -p target
cargo bench --bench engine --bench bots -- "$@" 2>&1 | tee "$out"

awk '
  function per_second(value, unit,    scale) {
    scale = 1
    if (unit ~ /^K/) scale = 1e3
    else if (unit ~ /^M/) scale = 1e6
    else if (unit ~ /^G/) scale = 1e9
    return value * scale
  }
  function human(x) {
    if (x >= 1e6) return sprintf("%.2f million", x / 1e6)
    if (x >= 1e3) return sprintf("%.1f thousand", x / 1e3)
    return sprintf("%.0f", x)
  }
  # A result line starts with the benchmark id (alone when the id is long).
  /^[a-z_]+\/[^ ]+/ && !/^Benchmarking/ { name = $1 }
  # The first thrpt line after the id is the estimate; a later one (under "change:") is in %.
  /thrpt:/ && name != "" && !/%/ {
    # thrpt:  [low unit median unit high unit]
    line = $0
    sub(/.*\[/, "", line); sub(/\].*/, "", line)
    split(line, f, " ")
    rate[name] = per_second(f[3], f[4])
    order[++n] = name
    name = ""
  }
  END {
    if (n == 0) { print "no throughput lines found"; exit }
    print ""
    print "== summary (median throughput, one core)"
    for (i = 1; i <= n; i++) {
      id = order[i]
      what = "actions/s"
      if (id ~ /^games\//) what = "games/s"
      else if (id ~ /^legal_actions\//) what = "positions/s"
      else if (id ~ /^search\//) what = "iterations/s"
      else if (id ~ /^decision\//) what = "decisions/s"
      printf "  %-30s %16s %s\n", id, human(rate[id]), what
    }
    print ""
    print "== targets"
    for (i = 1; i <= n; i++) {
      id = order[i]
      if (id ~ /^actions\/random_play\//)
        printf "  %-30s %s (>= 5 million actions/s)\n", id, (rate[id] >= 5e6 ? "met" : "MISSED")
      if (id ~ /^games\//)
        printf "  %-30s %s (>= 100 thousand games/s)\n", id, (rate[id] >= 1e5 ? "met" : "MISSED")
    }
  }
' "$out"
