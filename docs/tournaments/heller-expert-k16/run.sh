#!/bin/bash
# Expert's round search (25,000 iterations cut at the round's end) over Medium's best 16 actions
# instead of 6, at three players, on the deals of the round search's own line (21-90, parts of 10
# deals): docs/journal/heller-bots.md, 2026-12-03, "What Hard's choices say". The binary: a build of
# 2aa5009 with ../heller-expert-model/knobs2.diff applied (EXP_CANDS is read by the Expert seat
# only). Usage: run.sh SEED...; BIN: the patched tree's target/release/heller-tournament.
bin=${BIN:-target/release/heller-tournament}
for s in "$@"; do
  EXP_CANDS=16 "$bin" --seats expert,hard,hard --variant standard --games 30 --seed "$s" --budget 1000 \
    --expert-budget 540000 --threads 2 --json > "round3-k16-s$s.json"
done
