//! Several instances on one Postgres database and one NATS server (issue 30, point 5). Ignored by
//! a plain `cargo test`: `scripts/test-scaleout.sh` starts a throwaway Postgres and NATS on
//! loopback and runs these with `HEUCHEL_TEST_POSTGRES` and `HEUCHEL_TEST_NATS` set.
//!
//! The instances are the real binary, started as processes on 127.0.0.1:0, so that one can be
//! killed (SIGKILL) mid-game. Every state frame every client receives is checked with
//! `server::check::check_frame` against the engine's view and log for its seat, computed from
//! the moves stored at that frame's version.

mod common;

use common::{connect, http, recv, send, Mirror, Socket};
use platform::Rng;
use serde_json::json;
use server::store::{GameRow, Pace, SeatRow, Store, StoreError};
use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::oneshot;

/// The whole test ends within this time, passing or failing.
const LIMIT: Duration = Duration::from_secs(240);

/// The database's and NATS's URLs from the environment, or a panic saying how to run this.
fn services() -> (String, String) {
    match (std::env::var("HEUCHEL_TEST_POSTGRES"), std::env::var("HEUCHEL_TEST_NATS")) {
        (Ok(pg), Ok(nats)) => (pg, nats),
        _ => panic!(
            "HEUCHEL_TEST_POSTGRES (postgres://…) and HEUCHEL_TEST_NATS (nats://…) are not set: \
             run scripts/test-scaleout.sh, which starts both on loopback"
        ),
    }
}

fn site() -> PathBuf {
    common::site("heuchel-scaleout-site")
}

/// One server process; killed when dropped.
struct Instance {
    child: Child,
    addr: SocketAddr,
    /// Kept open: the server's stdout.
    _stdout: BufReader<ChildStdout>,
}

impl Instance {
    fn spawn(db: &str, nats: &str) -> Instance {
        let mut child = Command::new(env!("CARGO_BIN_EXE_heuchel-server"))
            .arg("--site")
            .arg(site())
            .args(["--db", db, "--nats", nats, "--addr", "127.0.0.1:0"])
            .env_remove("DATABASE_URL")
            .env_remove("NATS_URL")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server binary starts");
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        let addr = line
            .trim()
            .strip_prefix("listening on http://")
            .unwrap_or_else(|| panic!("the server said {line:?}"))
            .parse()
            .unwrap();
        Instance { child, addr, _stdout: stdout }
    }

    /// SIGKILL: what a crash leaves.
    fn kill(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The actions each human seat sent, by (seat, version): a stored move must be one of them.
type Attempts = Arc<Mutex<HashMap<(u8, u64), Vec<String>>>>;

/// What one client saw.
#[derive(Debug, Default)]
struct Seen {
    frames: usize,
    reconnects: usize,
    last_version: u64,
}

/// One client of the game: follows its seat's frames (checking each), plays its seat's turns
/// with random legal actions, and on a lost connection reconnects to the next instance of
/// `addrs`. With `kill`, it asks for its instance to be killed right after its move at or after
/// `kill.0` was stored.
#[allow(clippy::too_many_arguments)]
async fn client(
    name: &'static str,
    store: Store,
    id: String,
    token: String,
    seat: Option<u8>,
    addrs: Vec<SocketAddr>,
    attempts: Attempts,
    mut kill: Option<(u64, oneshot::Sender<()>)>,
) -> Seen {
    let config = store.load(&id).await.unwrap().0.config;
    let mut rng = Rng::from_state(0x5ca1e + u64::from(seat.unwrap_or(9)));
    let mut seen = Seen::default();
    let mut addrs = addrs.into_iter();
    let mut addr = addrs.next().unwrap();
    let mut socket: Socket = connect(addr, &id, &token).await.unwrap();
    // This connection's last frame: (version, status).
    let mut previous: Option<(u64, String)> = None;
    // The version at which this seat last sent a move.
    let mut sent_at: Option<u64> = None;
    loop {
        let Some(frame) = recv(&mut socket).await else {
            addr = addrs.next().unwrap_or_else(|| panic!("{name}: no instance left after {addr}"));
            seen.reconnects += 1;
            socket = connect(addr, &id, &token).await.unwrap();
            previous = None;
            continue;
        };
        if frame["type"] == "error" {
            assert_eq!(frame["code"], "stale_version", "{name}: {frame}");
            continue;
        }
        assert_eq!(frame["type"], "state", "{name}: {frame}");
        assert_eq!(frame["seat"], json!(seat), "{name}");
        let version = frame["version"].as_u64().unwrap();
        let status = frame["status"].as_str().unwrap().to_string();
        // Within one connection no version is skipped or repeated (the start repeats 0).
        if let Some((v, s)) = &previous {
            let expected = if s == "lobby" { *v } else { v + 1 };
            assert_eq!(version, expected, "{name}: frame of version {version} after {v} ({s}) on {addr}");
        }
        previous = Some((version, status.clone()));
        seen.frames += 1;
        seen.last_version = version;
        if status == "lobby" {
            assert!(frame["view"].is_null(), "{name}: a view in the lobby");
            continue;
        }
        let moves = store.load(&id).await.unwrap().1;
        assert!(moves.len() as u64 >= version, "{name}: frame {version} but {} moves stored", moves.len());
        let mut mirror = Mirror::new(&config);
        for server::store::Stored { action, .. } in moves.iter().take(version as usize) {
            mirror.play(action).unwrap();
        }
        server::check::check_frame(&frame, version, &mirror.view(seat), &mirror.log(seat))
            .unwrap_or_else(|e| panic!("{name} at version {version}: {e}"));
        assert_eq!(frame["toAct"], json!(mirror.to_act()), "{name}");
        assert!(!frame.to_string().contains("\"seed\""), "{name}: no seed in a frame");
        if status == "over" {
            assert!(frame["outcome"]["winners"].as_array().is_some_and(|w| !w.is_empty()), "{name}");
            return seen;
        }
        if let (Some(at), Some((from, _))) = (sent_at, &kill) {
            if version > at && at >= *from {
                // This seat's move is stored and the next seat is to act: kill its instance now.
                let (_, tell) = kill.take().unwrap();
                let _ = tell.send(());
            }
        }
        if let Some(p) = seat.filter(|p| mirror.to_act() == Some(*p)) {
            let action = mirror.random_action(&mut rng);
            attempts.lock().unwrap().entry((p, version)).or_default().push(action.clone());
            sent_at = Some(version);
            // A send into a dying connection is retried from the next instance's frame.
            let _ = send(&mut socket, json!({"version": version, "action": action})).await;
        }
    }
}

/// Two instances, a heller game of three seats: seat 0 plays on A, seat 2 on B, seat 1 is a
/// `hard` computer (its turns follow seat 0's, so A schedules them, and it takes long enough to
/// decide that A dies deciding). A spectator watches on A. A is killed right after one of seat
/// 0's moves, mid-game; seat 0 and the spectator reconnect to B, which takes the computer over.
/// Once B went on alone, a third instance C starts: it resumes the table's computers too (racing
/// B: the compare-and-set keeps one move per version) and a late spectator on C follows to the
/// end. Every stored move is one a client sent or the computer's,
/// none lost, none twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Postgres and NATS: scripts/test-scaleout.sh runs it"]
async fn two_instances_share_a_game_and_survive_a_kill() {
    let (pg, nats) = services();
    tokio::time::timeout(LIMIT, async {
        let began = Instant::now();
        let store = Store::open(&pg).await.unwrap();
        let mut a = Instance::spawn(&pg, &nats);
        let b = Instance::spawn(&pg, &nats);
        let request = json!({"game": "heller", "players": 3, "computers": [{"seat": 1, "level": "hard"}]});
        let (status, created) = http(a.addr, "POST", "/api/tables", Some(request)).await;
        assert_eq!(status, 200, "{created}");
        let id = created["id"].as_str().unwrap().to_string();
        let token_of = |seat: u64| {
            created["seats"].as_array().unwrap().iter().find(|s| s["seat"] == seat).unwrap()["token"]
                .as_str()
                .unwrap()
                .to_string()
        };
        let (t0, t2) = (token_of(0), token_of(2));
        let spectator = created["spectatorToken"].as_str().unwrap().to_string();
        let admin = created["adminToken"].as_str().unwrap().to_string();
        // Seat 0 joins on A, seat 2 on B (B reads the table from the database).
        let (status, _) =
            http(a.addr, "POST", &format!("/api/tables/{id}/join"), Some(json!({"token": t0, "name": "Ann"}))).await;
        assert_eq!(status, 200);
        let (status, _) =
            http(b.addr, "POST", &format!("/api/tables/{id}/join"), Some(json!({"token": t2, "name": "Bob"}))).await;
        assert_eq!(status, 200);
        // A learnt of Bob's join over NATS.
        let mut joined = false;
        for _ in 0..100 {
            let (_, lobby) = http(a.addr, "GET", &format!("/api/tables/{id}?token={admin}"), None).await;
            if lobby["seats"][2]["name"] == "Bob" {
                joined = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(joined, "instance A never saw seat 2's join on B");

        let attempts: Attempts = Arc::default();
        let (kill_tx, kill_rx) = oneshot::channel();
        let seat0 = tokio::spawn(client(
            "seat 0",
            store.clone(),
            id.clone(),
            t0,
            Some(0),
            vec![a.addr, b.addr],
            attempts.clone(),
            Some((12, kill_tx)),
        ));
        let seat2 = tokio::spawn(client(
            "seat 2",
            store.clone(),
            id.clone(),
            t2,
            Some(2),
            vec![b.addr],
            attempts.clone(),
            None,
        ));
        let watcher = tokio::spawn(client(
            "spectator",
            store.clone(),
            id.clone(),
            spectator.clone(),
            None,
            vec![a.addr, b.addr],
            attempts.clone(),
            None,
        ));
        // Each has its lobby frame before the start, which goes through B: wait until A counts
        // seat 0 and the spectator connected, and B seat 2.
        let mut connected = false;
        for _ in 0..500 {
            let (_, on_a) = http(a.addr, "GET", &format!("/api/tables/{id}?token={admin}"), None).await;
            let (_, on_b) = http(b.addr, "GET", &format!("/api/tables/{id}?token={admin}"), None).await;
            if on_a["seats"][0]["connected"] == true && on_a["spectators"] == 1 && on_b["seats"][2]["connected"] == true
            {
                connected = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(connected, "the clients never all connected");
        let (status, started) =
            http(b.addr, "POST", &format!("/api/tables/{id}/start"), Some(json!({"token": admin}))).await;
        assert_eq!(status, 200, "{started}");

        kill_rx.await.expect("seat 0 asks for the kill mid-game");
        let killed_at = store.load(&id).await.unwrap().0.version;
        a.kill();
        eprintln!("scaleout: instance A killed at version {killed_at} ({:.1} s)", began.elapsed().as_secs_f64());
        // B alone goes on for a few moves (it takes the computer over if A was deciding for it),
        // then a third instance joins: it resumes the table's computers too, racing B.
        let alone = Instant::now();
        while store.load(&id).await.unwrap().0.version < killed_at + 6 {
            assert!(alone.elapsed() < Duration::from_secs(30), "the game stalled on B after A's kill");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let c = Instance::spawn(&pg, &nats);
        let late = tokio::spawn(client(
            "late spectator on C",
            store.clone(),
            id.clone(),
            spectator,
            None,
            vec![c.addr],
            attempts.clone(),
            None,
        ));

        let mut finals = Vec::new();
        for (name, task) in [("seat 0", seat0), ("seat 2", seat2), ("spectator", watcher), ("late spectator", late)] {
            let seen = task.await.unwrap_or_else(|e| panic!("{name}: {e}"));
            eprintln!("scaleout: {name}: {seen:?}");
            finals.push(seen);
        }
        let (row, moves) = store.load(&id).await.unwrap();
        assert_eq!(row.status, "over");
        eprintln!(
            "scaleout: the move at version {killed_at} (stored after A's kill) was seat {}'s{}",
            moves[killed_at as usize].seat,
            if moves[killed_at as usize].seat == 1 { ": B took the computer over" } else { "" }
        );
        assert!(killed_at < row.version, "the kill came before the end");
        assert!(finals.iter().all(|s| s.last_version == row.version), "every client saw the last move");
        assert!(finals[0].reconnects == 1 && finals[2].reconnects == 1, "seat 0 and the spectator moved to B");
        assert_eq!(store.move_count(&id).await.unwrap(), moves.len() as u64);
        // Nothing lost, nothing twice: every stored human move is one its seat sent at that
        // version, and every version a seat played at holds one of its actions.
        let attempts = attempts.lock().unwrap().clone();
        let mut mirror = Mirror::new(&row.config);
        let mut computer_moves = 0;
        for (version, server::store::Stored { seat, action, .. }) in moves.iter().enumerate() {
            assert_eq!(mirror.to_act(), Some(*seat), "move {version}");
            if *seat == 1 {
                computer_moves += 1;
            } else {
                let sent = attempts
                    .get(&(*seat, version as u64))
                    .unwrap_or_else(|| panic!("move {version}: seat {seat} sent nothing"));
                assert!(sent.contains(action), "move {version}: {action} was not sent by seat {seat}");
            }
            mirror.play(action).unwrap();
        }
        assert_eq!(mirror.to_act(), None);
        for (seat, version) in attempts.keys() {
            assert!(
                (*version as usize) < moves.len() && moves[*version as usize].seat == *seat,
                "seat {seat} played at {version}"
            );
        }
        let human_versions = attempts.len();
        assert_eq!(human_versions + computer_moves, moves.len(), "the moves stored are the moves played");
        eprintln!(
            "scaleout: {} moves stored ({human_versions} by people, {computer_moves} by the computer) in {:.1} s",
            moves.len(),
            began.elapsed().as_secs_f64()
        );
        drop((b, c));
        store.close().await;
    })
    .await
    .expect("in time");
}

/// The next state frame of `socket` that `done` accepts (error frames fail the test).
async fn state_until(socket: &mut Socket, done: impl Fn(&serde_json::Value) -> bool) -> serde_json::Value {
    loop {
        let frame = recv(socket).await.expect("the socket is open");
        assert_ne!(frame["type"], "error", "{frame}");
        if frame["type"] == "state" && done(&frame) {
            return frame;
        }
    }
}

/// A take-back asked on one instance and agreed on the other: the request travels as a lobby
/// change does, and the take-back record as a move, so both people see the same thing.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Postgres and NATS: scripts/test-scaleout.sh runs it"]
async fn a_take_back_is_asked_on_one_instance_and_agreed_on_the_other() {
    let (pg, nats) = services();
    tokio::time::timeout(LIMIT, async {
        let a = Instance::spawn(&pg, &nats);
        let b = Instance::spawn(&pg, &nats);
        let request = json!({"game": "heller", "players": 2, "takeBack": true});
        let (status, created) = http(a.addr, "POST", "/api/tables", Some(request)).await;
        assert_eq!(status, 200, "{created}");
        let id = created["id"].as_str().unwrap().to_string();
        let token = |seat: u64| {
            created["seats"].as_array().unwrap().iter().find(|s| s["seat"] == seat).unwrap()["token"]
                .as_str()
                .unwrap()
                .to_string()
        };
        for (seat, addr) in [(0, a.addr), (1, b.addr)] {
            let (status, _) = http(
                addr,
                "POST",
                &format!("/api/tables/{id}/join"),
                Some(json!({"token": token(seat), "name": format!("P{seat}")})),
            )
            .await;
            assert_eq!(status, 200);
        }
        let mut sockets =
            [connect(a.addr, &id, &token(0)).await.unwrap(), connect(b.addr, &id, &token(1)).await.unwrap()];
        let admin = created["adminToken"].as_str().unwrap();
        // Started on B (which may have to read A's lobby from the database first).
        let mut started = false;
        for _ in 0..100 {
            let (status, _) =
                http(b.addr, "POST", &format!("/api/tables/{id}/start"), Some(json!({"token": admin}))).await;
            if status == 200 {
                started = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(started);
        let frames = [
            state_until(&mut sockets[0], |f| f["status"] == "playing").await,
            state_until(&mut sockets[1], |f| f["status"] == "playing").await,
        ];
        let first = frames[0]["toAct"].as_u64().unwrap() as usize;
        let other = 1 - first;
        let stall = frames[first]["legal"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|x| x.as_str())
            .find(|x| x.starts_with('s'))
            .unwrap()
            .to_string();
        assert!(send(&mut sockets[first], json!({"version": 0, "action": stall})).await);
        for socket in sockets.iter_mut() {
            state_until(socket, |f| f["version"] == 1).await;
        }
        // Asked on one instance: the other person, on the other, is asked.
        assert!(send(&mut sockets[first], json!({"version": 1, "takeBack": true})).await);
        let asked = state_until(&mut sockets[other], |f| !f["takeBack"].is_null()).await;
        assert_eq!(asked["takeBack"]["waiting"], json!([other]), "{asked}");
        assert!(send(&mut sockets[other], json!({"version": 1, "takeBack": true})).await);
        for socket in sockets.iter_mut() {
            let back = state_until(socket, |f| f["version"] == 2).await;
            assert_eq!(back["log"], json!([]), "back to the start on both instances");
            assert!(back["takeBack"].is_null());
            assert_eq!(back["toAct"], json!(first));
        }
    })
    .await
    .expect("in time");
}

/// On Postgres, many concurrent writers of the move at one version: exactly one is stored.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Postgres and NATS: scripts/test-scaleout.sh runs it"]
async fn the_compare_and_set_serializes_on_postgres() {
    let (pg, _) = services();
    let store = Store::open(&pg).await.unwrap();
    let config = server::games::GameConfig {
        game: server::games::GameKind::Heller,
        players: 2,
        variant: "standard".into(),
        no_luck: false,
        take_back: false,
        seed: 7,
    };
    let id = server::token::new_id();
    let seat = |seat| SeatRow { seat, token_hash: Some(format!("h{seat}")), name: None, level: None };
    let row = GameRow {
        id: id.clone(),
        config,
        pace: Pace::Live,
        status: "lobby".into(),
        version: 0,
        admin_hash: "a".into(),
        spectator_hash: "s".into(),
        seats: vec![seat(0), seat(1)],
        turn_since: None,
        stand_ins: vec![],
        request: None,
    };
    store.create(&row).await.unwrap();
    assert!(store.set_status(&id, "lobby", "playing").await.unwrap());
    for version in 0..3u64 {
        let writers: Vec<_> = (0..8)
            .map(|i| {
                let (store, id) = (store.clone(), id.clone());
                // The last one ends the game: the instances of the other test do not resume it.
                let status = if version == 2 { "over" } else { "playing" };
                tokio::spawn(async move { store.append_move(&id, version, 0, &format!("a{i}"), status, false).await })
            })
            .collect();
        let mut stored = 0;
        for writer in writers {
            match writer.await.unwrap() {
                Ok(()) => stored += 1,
                Err(StoreError::Stale) => {}
                Err(e) => panic!("{e}"),
            }
        }
        assert_eq!(stored, 1, "version {version}");
    }
    assert_eq!(store.move_count(&id).await.unwrap(), 3);
    let (loaded, moves) = store.load_since(&id, 1).await.unwrap();
    assert_eq!((loaded.version, moves.len()), (3, 2));
    store.close().await;
}
