#!/usr/bin/env bash
# Plays the standard table of computer-player tournaments (docs/BOTS.md): for 4 players base,
# 4 players dice, 3 players base and 6 players base, Expert against Hard, Hard against Medium and
# Medium against Easy, the stronger level in one seat and the weaker in every other. Each result
# goes to target/tournament/<name>.txt.
#
#   bash scripts/tournament.sh                 # 600 games per table (Hard takes a while)
#   bash scripts/tournament.sh --quick         # 60 games per table: a smoke check
#   bash scripts/tournament.sh --only medium   # only the Medium-vs-Easy tables (or: --only hard,
#                                              # --only expert: Expert thinks ~0.5–1 s a decision,
#                                              # so its four tables take many hours)
#
# Further options go to every run: --games N, --seed S, --budget ITER, --expert-budget ITER,
# --threads T.
set -euo pipefail
cd "$(dirname "$0")/.."

games=600
only=""
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) games=60 ;;
    --games) games="$2"; shift ;;
    --only) only="$2"; shift ;;
    --seed | --budget | --expert-budget | --threads) extra+=("$1" "$2"); shift ;;
    *) echo "tournament.sh: unknown option $1 (use --quick, --only expert|hard|medium, --games, --seed, --budget, --expert-budget, --threads)" >&2; exit 2 ;;
  esac
  shift
done
case "$only" in "" | expert | hard | medium) ;; *) echo "tournament.sh: --only takes expert, hard or medium" >&2; exit 2 ;; esac

cargo build --release --bin tournament --quiet
bin="${CARGO_TARGET_DIR:-target}/release/tournament"
out=target/tournament
mkdir -p "$out"

# "<strong>,<weak>,<weak>,…": the strong level in one seat, the weaker in all the others.
lineup() {
  local players=$1 strong=$2 weak=$3 seats=$2
  for _ in $(seq 2 "$players"); do seats="$seats,$weak"; done
  echo "$seats"
}

for setting in "4 base" "4 dice" "3 base" "6 base"; do
  read -r players variant <<<"$setting"
  for pair in "expert hard" "hard medium" "medium easy"; do
    read -r strong weak <<<"$pair"
    [ -z "$only" ] || [ "$only" = "$strong" ] || continue
    name="$players-$variant-$strong-vs-$weak"
    echo "== $name ($games games)"
    "$bin" --seats "$(lineup "$players" "$strong" "$weak")" --variant "$variant" --games "$games" "${extra[@]}" | tee "$out/$name.txt"
    echo
  done
done
echo "results in $out/"
