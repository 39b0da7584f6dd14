#!/bin/bash
# One screen of a model knob (docs/journal/heller-bots.md, 2026-12-03): the Expert seat is Hard's
# search with Hard's 1,000 iterations and one knob changed, against two unchanged Hards, at three
# players, 300 games (100 deals from seed 7001, seat-rotated), on a build of b7ade17 with
# knobs.diff applied (EXP_* environment variables; read by the Expert seat only).
# The later screens (I_soft2, J_soft2self, K_soft2scale5) ran on a build of 2aa5009 with
# knobs2.diff, which adds EXP_SOFT_T (the others played by a softmax of Medium's values of that
# spread), EXP_SOFT_SELF (the searcher too) and the probes examples/diag.rs and examples/calib.rs.
# The screens L_cut16 and M_cut6 ran on a build of 9eaac7b with knobs3.diff, which is knobs2.diff
# with EXP_CUT=N: a playout stops N actions after the tree and the market is judged as it stands
# (each player's money, Medium's estimate of his stalls in the lanes still open, and the stroke
# worth of his supply, the stalls I on the market counted as back in it); they ran with
# --threads 1 beside another tournament (the results do not depend on the threads).
# The screens N_cheatAll and O_cheatOwn (2026-12-04) ran on a build of 2d949c4 with cheat.diff,
# whose EXP_ITERS makes the Expert seat Hard's search and whose CHEAT=1 (every own tile seen) or
# CHEAT_ALL=1 (the true state, the future draws too) let it see more than its view:
#   run.sh N_cheatAll CHEAT_ALL=1   and   run.sh O_cheatOwn CHEAT=1
# The screens A2_control, P_fit and Q_scale3 (2026-12-05) ran on a build of b6874a6 with fit.diff,
# whose EXP_FIT=w1,...,w6 judges a playout cut at the start of round 2 (w1-w3) or 3 (w4-w6) by a
# softmax of w . (money, strokes of the stalls II-IIII in supply, starts the round): P_fit with the
# weights fit.py fits to fit-rows.csv (the rows of examples/roundend.rs, also in fit.diff),
# Q_scale3 with money/3 + strokes*4/3 (Hard's judgement with the spread 3); A2_control without it:
#   run.sh P_fit "EXP_FIT=0.04289,0.16920,-0.12800,0.11092,0.20615,-0.13397"
#   run.sh Q_scale3 "EXP_FIT=0.33333,1.33333,0,0.33333,1.33333,0"   and   run.sh A2_control ""
# usage: run.sh NAME "EXP_KNOB=value" [games] [players]; the binary: BIN (default
# target/release/heller-tournament of the patched tree). Results go to NAME.json beside it.
name=$1; envs=$2; games=${3:-300}; players=${4:-3}
bin=${BIN:-target/release/heller-tournament}
seats=expert; for i in $(seq 2 "$players"); do seats=$seats,hard; done
env EXP_ITERS="${ITERS:-1000}" $envs "$bin" --seats "$seats" --games "$games" --seed "${SEED:-7001}" --threads 2 --json > "$name.json"
