#!/bin/bash
# Expert's own later turns in its tree (docs/journal/heller-bots.md, "Expert's own later turns",
# 2026-12-03): a build of b772f9d with own.diff applied (knobs3.diff of ../heller-expert-model
# and two more knobs: EXP_OWN_K=K weighs the searcher's own later turns in the tree by UCB among
# Medium's best K, read by the Expert seat only; EXP_INNER_C=C is UCB's exploration constant
# below the root, read by the shared search, where only those turns use it). Expert's budget
# (25,000 iterations at three players) against two Hards, deals 21-90 in parts of 10 deals (30
# games), one thread each, the two lines side by side:
#   run.sh c07 EXP_OWN_K=3                  (exploration 0.7, as at the root)
#   run.sh c02 EXP_OWN_K=3 EXP_INNER_C=0.2  (exploration 0.2: the code adopted in 4291faa, which
#                                            plays the same games: checked on 6 games)
# The binary: BIN (default target/release/heller-tournament of the patched tree).
name=$1; shift
bin=${BIN:-target/release/heller-tournament}
for s in 21 31 41 51 61 71 81; do
  env "$@" "$bin" --seats expert,hard,hard --variant standard --games 30 --seed $s --budget 1000 \
    --expert-budget 540000 --threads 1 --json > "$name-s$s.json"
done
