#!/usr/bin/env bash
# Scale-out test of the online tables (issue 30, point 5): several server instances on one
# Postgres database, told of each other's moves over NATS.
#
# Installs Debian's postgresql and nats-server when missing, starts a throwaway Postgres cluster
# and a NATS server on 127.0.0.1 (free ports, a temporary directory), builds the server and runs
# crates/server/tests/scaleout.rs (ignored by a plain `cargo test`), then stops both and removes
# the directory, on success, failure or interruption. Exits non-zero on failure.
#
#   bash scripts/test-scaleout.sh            # as root (apt-get; postgres runs as its own user)
#   bash scripts/test-scaleout.sh --load --tables 500 --players 4 --game heller --seconds 30 --interval-ms 500
#
# With --load, no test: the same Postgres and NATS serve two server instances started here
# (--allow-seed, no table-creation limit), and crates/loadgen plays its scripted seats against
# both, each table's seats spread over the two (the arguments after --load are loadgen's;
# docs/PERFORMANCE.md, Online tables). Its report is printed and its exit status returned.
#
# Time limits: SCALEOUT_BUILD_LIMIT (default 1800 s) for the build, SCALEOUT_TEST_LIMIT (default
# 300 s) for the tests; each step is killed past its limit (with every process it started).
set -euo pipefail
cd "$(dirname "$0")/.."

load=""
if [ "${1:-}" = "--load" ]; then
    load=1
    shift
fi

BUILD_LIMIT=${SCALEOUT_BUILD_LIMIT:-1800}
TEST_LIMIT=${SCALEOUT_TEST_LIMIT:-300}
began=$(date +%s)
say() { echo "test-scaleout: $*" >&2; }

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

# ------------------------------------------------------------------ packages
if [ -z "$(pg_bin)" ] || ! [ -x "$(pg_bin)/initdb" ] || ! command -v nats-server >/dev/null 2>&1; then
    say "installing postgresql and nats-server from Debian's packages"
    export DEBIAN_FRONTEND=noninteractive
    timeout 600 apt-get update -qq
    timeout 900 apt-get install -y -qq --no-install-recommends postgresql nats-server >/dev/null
fi
PG_BIN=$(pg_bin)
NATS_SERVER=$(command -v nats-server)

# ------------------------------------------------------------------ services on loopback
work=$(mktemp -d /tmp/heuchel-scaleout.XXXXXX)
chmod 755 "$work" # postgres (its own user) reaches its folder inside
nats_pid=""
test_pid=""
pg_started=""

cleanup() {
    local status=$?
    trap - EXIT INT TERM
    # The test step runs under timeout(1), the leader of its own process group: the test binary
    # and the server instances it started are in that group.
    if [ -n "$test_pid" ] && kill -0 "$test_pid" 2>/dev/null; then
        kill -TERM -- "-$test_pid" 2>/dev/null || true
        sleep 1
        kill -KILL -- "-$test_pid" 2>/dev/null || true
    fi
    if [ -n "$nats_pid" ]; then
        kill "$nats_pid" 2>/dev/null || true
        wait "$nats_pid" 2>/dev/null || true
    fi
    if [ -n "$pg_started" ]; then
        runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$work/pg/data" -m immediate -w -t 20 stop >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
    say "$([ "$status" = 0 ] && echo passed || echo "FAILED (exit $status)") in $(($(date +%s) - began)) s"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A port nothing listens on at 127.0.0.1.
free_port() {
    local port
    for _ in $(seq 1 100); do
        port=$((20000 + RANDOM % 40000))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return 0
        fi
    done
    say "no free port found"
    return 1
}

# Waits until something listens on 127.0.0.1:$1 (at most $2 seconds).
wait_port() {
    for _ in $(seq 1 $(($2 * 10))); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then
            return 0
        fi
        sleep 0.1
    done
    say "nothing listens on 127.0.0.1:$1 after $2 s"
    return 1
}

pg_port=$(free_port)
mkdir "$work/pg"
chown postgres:postgres "$work/pg"
say "Postgres ($PG_BIN) on 127.0.0.1:$pg_port"
runuser -u postgres -- "$PG_BIN/initdb" -D "$work/pg/data" -U postgres --auth=trust -E UTF8 --no-instructions \
    >"$work/initdb.log" 2>&1 || { cat "$work/initdb.log" >&2; exit 1; }
pg_started=1
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$work/pg/data" -l "$work/pg/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $pg_port -k $work/pg -c fsync=off -c max_connections=100" start >/dev/null ||
    { cat "$work/pg/server.log" >&2; exit 1; }
runuser -u postgres -- "$PG_BIN/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres heuchel

nats_port=$(free_port)
say "NATS ($NATS_SERVER) on 127.0.0.1:$nats_port"
"$NATS_SERVER" -a 127.0.0.1 -p "$nats_port" >"$work/nats.log" 2>&1 &
nats_pid=$!
wait_port "$nats_port" 20 || { cat "$work/nats.log" >&2; exit 1; }

# ------------------------------------------------------------------ or: two instances under load
if [ -n "$load" ]; then
    say "building the server and the load generator"
    timeout "$BUILD_LIMIT" nice cargo build --profile server -p server -p loadgen
    mkdir "$work/site"
    pids=()
    servers=()
    for instance in a b; do
        port=$(free_port)
        target/server/heuchel-server --addr "127.0.0.1:$port" --site "$work/site" --allow-seed --tables-per-minute 0 \
            --db "postgres://postgres@127.0.0.1:$pg_port/heuchel" --nats "nats://127.0.0.1:$nats_port" \
            >"$work/server-$instance.log" 2>&1 &
        pids+=("$!")
        # The second instance starts once the first has made the schema.
        wait_port "$port" 60 || { cat "$work/server-$instance.log" >&2; exit 1; }
        servers+=(--server "127.0.0.1:$port" --pid "${pids[-1]}")
    done
    say "two instances (${servers[*]}); loadgen $*"
    status=0
    target/server/loadgen "${servers[@]}" "$@" || status=$?
    kill "${pids[@]}" 2>/dev/null || true
    wait "${pids[@]}" 2>/dev/null || true
    exit "$status"
fi

# ------------------------------------------------------------------ build and test
say "building the server"
timeout "$BUILD_LIMIT" nice cargo build --profile server -p server
timeout "$BUILD_LIMIT" nice cargo test --profile server -p server --test scaleout --no-run

export HEUCHEL_TEST_POSTGRES="postgres://postgres@127.0.0.1:$pg_port/heuchel"
export HEUCHEL_TEST_NATS="nats://127.0.0.1:$nats_port"
say "running crates/server/tests/scaleout.rs"
test_began=$(date +%s)
timeout -k 10 "$TEST_LIMIT" nice cargo test --profile server -p server --test scaleout -- --ignored --nocapture \
    --test-threads=1 &
test_pid=$!
wait "$test_pid"
say "the tests took $(($(date +%s) - test_began)) s"
