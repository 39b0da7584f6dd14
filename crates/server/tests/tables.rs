//! Whole games over loopback against the server started in-process on 127.0.0.1:0 with a
//! temporary SQLite file. Every state frame every seat (and a spectator) receives is checked
//! with `server::check::check_frame` against the engine's own view and log for that seat,
//! computed here from the test's own copy of the game (the engines used natively, not the
//! server's code). Each test is bounded in time.
//!
//! Built with the test-only feature `leak-full-view`, the server shows everyone seat 0's view:
//! then the whole-game test asserts that the same check catches it.

// The leaky build runs only the leak test: the helpers of the other tests go unused then.
#![cfg_attr(feature = "leak-full-view", allow(dead_code, unused_imports))]

mod common;

use common::{http, remove_db, Mirror, Socket};
use futures_util::SinkExt;
use platform::Rng;
use serde_json::{json, Value};
use server::games::GameConfig;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

const LIMIT: Duration = Duration::from_secs(90);

// ---------------------------------------------------------------- server, HTTP and sockets

fn temp_db(name: &str) -> PathBuf {
    common::temp_db("heuchel-server-test", name)
}

fn site() -> PathBuf {
    common::site("heuchel-server-test-site")
}

async fn start(db: &Path) -> server::Running {
    let options = server::Options { site: site(), db: db.display().to_string(), addr: "127.0.0.1:0".parse().unwrap() };
    // The clients here answer every frame at once, as fast as the server and its computers play:
    // far more messages a second than a person sends, which the default limit refuses as a
    // flood (tests/limits.rs tests the limits).
    let limits = server::web::Limits { messages_per_second: 100_000, ..server::web::Limits::default() };
    server::start_with(options, limits, None).await.unwrap()
}

/// A socket to the table, which must open.
async fn connect(addr: SocketAddr, table: &str, token: &str) -> Socket {
    common::connect(addr, table, token).await.unwrap()
}

/// The next text frame as JSON; a panic when the socket ends or none comes in time.
async fn recv(socket: &mut Socket) -> Value {
    common::recv_within(socket, common::FRAME_WAIT).await.expect("the socket is open")
}

/// Sends a frame, which the socket must take.
async fn send(socket: &mut Socket, frame: Value) {
    assert!(common::send(socket, frame).await, "the socket took the frame");
}

/// A table created over the API, every human seat joined, and (when `start`) started.
struct Created {
    id: String,
    /// The creator's token (not a seat: gives seats to computers, starts the game).
    admin: String,
    spectator: String,
    /// The invitation tokens of the human seats, by seat.
    tokens: Vec<(u8, String)>,
}

impl Created {
    /// The invitation token of human seat `seat`.
    fn token(&self, seat: u8) -> String {
        self.tokens.iter().find(|(s, _)| *s == seat).expect("a human seat").1.clone()
    }
}

async fn create(addr: SocketAddr, request: Value, start: bool) -> Created {
    let (status, created) = http(addr, "POST", "/api/tables", Some(request)).await;
    assert_eq!(status, 200, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let tokens: Vec<(u8, String)> = created["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["seat"].as_u64().unwrap() as u8, s["token"].as_str().unwrap().to_string()))
        .collect();
    for (seat, token) in &tokens {
        let (status, joined) = http(
            addr,
            "POST",
            &format!("/api/tables/{id}/join"),
            Some(json!({"token": token, "name": format!("P{seat}")})),
        )
        .await;
        assert_eq!(status, 200, "{joined}");
    }
    let admin = created["adminToken"].as_str().unwrap().to_string();
    if start {
        let (status, started) =
            http(addr, "POST", &format!("/api/tables/{id}/start"), Some(json!({"token": admin}))).await;
        assert_eq!(status, 200, "{started}");
    }
    Created { id, admin, spectator: created["spectatorToken"].as_str().unwrap().to_string(), tokens }
}

/// The stored configuration (seed included): read from the database in-process, as the seed
/// never leaves the server over the network.
async fn stored_config(running: &server::Running, id: &str) -> GameConfig {
    running.app.store.load(id).await.unwrap().0.config
}

// ---------------------------------------------------------------- whole games

/// Plays a whole game of human seats, random legal actions chosen from the test's copy; every
/// frame of every seat and of a spectator is checked. With `restart_at`, the server is stopped
/// after that many moves and started again on the same database. Returns every failed check.
async fn whole_game(request: Value, seed: u64, mut restart_at: Option<usize>, name: &str) -> Vec<String> {
    let db = temp_db(name);
    let mut running = start(&db).await;
    let created = create(running.addr, request, true).await;
    let mut mirror = Mirror::new(&stored_config(&running, &created.id).await);
    let mut rng = Rng::from_state(seed);
    // The seats' sockets and the spectator's (seat None).
    let mut clients: Vec<(Option<u8>, Socket)> = Vec::new();
    let mut tokens: Vec<(Option<u8>, String)> = created.tokens.iter().map(|(s, t)| (Some(*s), t.clone())).collect();
    tokens.push((None, created.spectator.clone()));
    for (seat, token) in &tokens {
        clients.push((*seat, connect(running.addr, &created.id, token).await));
    }
    let mut failures = Vec::new();
    loop {
        let version = mirror.len() as u64;
        for (seat, socket) in &mut clients {
            let frame = recv(socket).await;
            if let Err(e) = server::check::check_frame(&frame, version, &mirror.view(*seat), &mirror.log(*seat)) {
                failures.push(format!("seat {seat:?} at version {version}: {e}"));
            }
            assert_eq!(frame["seat"], json!(*seat));
            assert_eq!(frame["toAct"], json!(mirror.to_act()));
            assert!(!frame.to_string().contains("\"seed\""), "no seed in a frame");
            // The record (every hidden card, the seed's deal) only once the game is over, then
            // the engine's own save of the game.
            let record = if mirror.to_act().is_none() { json!(mirror.save()) } else { Value::Null };
            assert_eq!(frame["record"], record, "the record in a frame of seat {seat:?} at version {version}");
            // The engine's legal actions go to the seat to act only (a client offers these).
            let legal = if seat.is_some() && *seat == mirror.to_act() { mirror.legal() } else { Vec::new() };
            assert_eq!(frame["legal"], json!(legal), "the legal actions of seat {seat:?} at version {version}");
            // The board's groups of the turn: the seat to act's in full, the step for the others.
            assert_eq!(frame["turn"], mirror.turn(*seat), "the turn of seat {seat:?} at version {version}");
            // Every move was its seat's own: none is marked as the stand-in's.
            assert_eq!(frame["standIns"], json!([]), "seat {seat:?} at version {version}");
            // The Hint's input: the seat to act's own view in notation, nobody else's.
            // (A failure, not a panic: the leaky build's test counts it among the caught.)
            if frame["viewNotation"] != mirror.view_notation(*seat) {
                failures.push(format!("seat {seat:?} at version {version}: the Hint's notation is not its own view's"));
            }
        }
        let Some(to_act) = mirror.to_act() else {
            break;
        };
        if restart_at == Some(mirror.len()) {
            restart_at = None;
            for (_, mut socket) in clients.drain(..) {
                let _ = socket.close(None).await;
            }
            running.stop().await;
            running = start(&db).await;
            for (seat, token) in &tokens {
                clients.push((*seat, connect(running.addr, &created.id, token).await));
            }
            continue; // the first frames after the restart are checked at the same version
        }
        let action = mirror.random_action(&mut rng);
        let socket = &mut clients.iter_mut().find(|(s, _)| *s == Some(to_act)).unwrap().1;
        send(socket, json!({"version": version, "action": action})).await;
        mirror.play(&action).unwrap();
    }
    let last = recv_lobby(running.addr, &created.id, &created.spectator).await;
    assert_eq!(last["status"], "over");
    assert_eq!(running.app.store.move_count(&created.id).await.unwrap(), mirror.len() as u64);
    running.stop().await;
    remove_db(&db);
    failures
}

async fn recv_lobby(addr: SocketAddr, id: &str, token: &str) -> Value {
    let (status, lobby) = http(addr, "GET", &format!("/api/tables/{id}?token={token}"), None).await;
    assert_eq!(status, 200, "{lobby}");
    lobby
}

fn heller_request() -> Value {
    json!({"game": "heller", "variant": "standard", "players": 3})
}

fn heuchel_request() -> Value {
    json!({"game": "heuchel", "variant": "base", "players": 4, "pace": {"kind": "correspondence", "secondsPerMove": 86400}})
}

#[cfg(not(feature = "leak-full-view"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_games_show_each_seat_only_its_own_view() {
    tokio::time::timeout(LIMIT, async {
        let failures = whole_game(heller_request(), 1, None, "heller").await;
        assert!(failures.is_empty(), "{}", failures.join("\n"));
        let failures = whole_game(heuchel_request(), 2, None, "heuchel").await;
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    })
    .await
    .expect("in time");
}

/// The deliberately leaky build (`--features leak-full-view`) is caught by the same check.
#[cfg(feature = "leak-full-view")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaky_build_is_caught() {
    tokio::time::timeout(LIMIT, async {
        let failures = whole_game(heller_request(), 1, None, "heller-leak").await;
        assert!(failures.iter().any(|f| f.contains("seat Some(1)")), "seat 1 was shown seat 0's view: caught");
        assert!(!failures.iter().any(|f| f.contains("seat Some(0)")), "seat 0's own frames are right");
        let failures = whole_game(heuchel_request(), 2, None, "heuchel-leak").await;
        assert!(failures.iter().any(|f| f.contains("seat None")), "the spectator was shown seat 0's view: caught");
    })
    .await
    .expect("in time");
}

#[cfg(not(feature = "leak-full-view"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_game_loses_nothing() {
    tokio::time::timeout(LIMIT, async {
        let request = json!({"game": "heller", "variant": "openEnded", "players": 2});
        let failures = whole_game(request, 3, Some(12), "restart-heller").await;
        assert!(failures.is_empty(), "{}", failures.join("\n"));
        let request = json!({"game": "heuchel", "variant": "dice", "players": 3});
        let failures = whole_game(request, 4, Some(7), "restart-heuchel").await;
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    })
    .await
    .expect("in time");
}

/// An action that reads as the game's notation but is not legal where `mirror` stands: taken
/// from a random game played on a copy.
fn parsable_but_illegal(mirror: &Mirror, rng: &mut Rng) -> String {
    let mut copy = mirror.clone();
    let legal = mirror.legal();
    while copy.to_act().is_some() {
        let action = copy.random_action(rng);
        if !legal.contains(&action) && mirror.clone().play(&action).is_err() {
            return action;
        }
        copy.play(&action).unwrap();
    }
    panic!("no illegal action found");
}

async fn expect_error(socket: &mut Socket, code: &str) {
    let frame = recv(socket).await;
    assert_eq!(frame["type"], "error", "{frame}");
    assert_eq!(frame["code"], code, "{frame}");
    assert!(frame["message"].as_str().is_some_and(|m| !m.is_empty()), "{frame}");
}

#[cfg(not(feature = "leak-full-view"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_frames_get_an_error_and_store_nothing() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("refusals");
        let running = start(&db).await;
        let addr = running.addr;
        let created = create(addr, json!({"game": "heller", "players": 2}), true).await;
        let id = created.id.as_str();
        let mirror = Mirror::new(&stored_config(&running, id).await);
        let mut rng = Rng::from_state(5);
        let to_act = mirror.to_act().unwrap();
        let mut mover = connect(addr, id, &created.token(to_act)).await;
        let mut other = connect(addr, id, &created.token(1 - to_act)).await;
        let mut watcher = connect(addr, id, &created.spectator).await;
        for socket in [&mut mover, &mut other, &mut watcher] {
            assert_eq!(recv(socket).await["version"], 0);
        }
        let legal = mirror.random_action(&mut rng);
        let illegal = parsable_but_illegal(&mirror, &mut rng);

        send(&mut other, json!({"version": 0, "action": legal})).await;
        expect_error(&mut other, "not_your_turn").await;
        send(&mut mover, json!({"version": 1, "action": legal})).await;
        expect_error(&mut mover, "stale_version").await;
        send(&mut mover, json!({"version": 0, "action": "zz!!"})).await;
        expect_error(&mut mover, "bad_action").await;
        send(&mut mover, json!({"version": 0, "action": illegal})).await;
        expect_error(&mut mover, "illegal_action").await;
        mover.send(Message::Text("{\"version\": 0, \"action\":".into())).await.unwrap();
        expect_error(&mut mover, "malformed").await;
        send(&mut mover, json!({"version": 0})).await;
        expect_error(&mut mover, "malformed").await;
        send(&mut mover, json!({"version": 0, "action": legal, "seed": 1})).await;
        expect_error(&mut mover, "malformed").await;
        mover.send(Message::Binary(vec![1, 2, 3].into())).await.unwrap();
        expect_error(&mut mover, "malformed").await;
        send(&mut mover, json!({"version": 0, "action": "x".repeat(5000)})).await;
        expect_error(&mut mover, "too_large").await;
        send(&mut watcher, json!({"version": 0, "action": legal})).await;
        expect_error(&mut watcher, "spectator").await;
        assert_eq!(running.app.store.move_count(id).await.unwrap(), 0, "nothing stored");

        // A wrong token gets an error frame, then the socket is closed.
        let mut stranger = connect(addr, id, "00000000000000000000000000000000").await;
        expect_error(&mut stranger, "unknown_token").await;
        let mut lost = connect(addr, "nosuchtable", &created.token(0)).await;
        expect_error(&mut lost, "unknown_token").await;
        let (status, _) = http(addr, "GET", &format!("/api/tables/{id}?token=wrong"), None).await;
        assert_eq!(status, 403);
        let (status, _) = http(
            addr,
            "POST",
            &format!("/api/tables/{id}/join"),
            Some(json!({"token": created.spectator, "name": "x"})),
        )
        .await;
        assert_eq!(status, 400);
        let (status, _) =
            http(addr, "POST", &format!("/api/tables/{id}/start"), Some(json!({"token": created.token(0)}))).await;
        assert_eq!(status, 403, "only the creator starts");

        // The connections and the table are unharmed: the legal move goes through.
        send(&mut mover, json!({"version": 0, "action": legal})).await;
        let mut after = mirror.clone();
        after.play(&legal).unwrap();
        for (seat, socket) in [(Some(to_act), &mut mover), (Some(1 - to_act), &mut other), (None, &mut watcher)] {
            let frame = recv(socket).await;
            server::check::check_frame(&frame, 1, &after.view(seat), &after.log(seat)).unwrap();
        }
        assert_eq!(running.app.store.move_count(id).await.unwrap(), 1);
        let lobby = recv_lobby(addr, id, &created.token(0)).await;
        assert_eq!(lobby["version"], 1);
        assert_eq!(lobby["seats"][0]["connected"], true);
        assert_eq!(lobby["seats"][1]["name"], "P1");
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

#[cfg(not(feature = "leak-full-view"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_and_the_site() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("lobby");
        let running = start(&db).await;
        let addr = running.addr;
        let (status, health) = http(addr, "GET", "/api/health", None).await;
        assert_eq!(status, 200);
        assert_eq!(health["games"][0]["game"], "heuchel");
        assert_eq!(health["games"][1]["game"], "heller");
        let (status, page) = http(addr, "GET", "/index.html", None).await;
        assert_eq!((status, page.as_str().unwrap().contains("<title>site</title>")), (200, true));
        for bad in [
            json!({"game": "chess", "players": 2}),
            json!({"game": "heller", "players": 5}),
            json!({"game": "heuchel", "players": 4, "variant": "openEnded"}),
            json!({"game": "heller", "players": 2, "computers": [{"seat": 2, "level": "easy"}]}),
            json!({"game": "heller", "players": 2, "computers": [{"seat": 1, "level": "oracle"}]}),
            json!({"game": "heller", "players": 2, "pace": {"kind": "correspondence", "secondsPerMove": 0}}),
        ] {
            let (status, answer) = http(addr, "POST", "/api/tables", Some(bad.clone())).await;
            assert_eq!(status, 400, "{bad} gives {answer}");
        }
        // Not started while a human seat is empty; the creator gives it to a computer first.
        let created = create(addr, json!({"game": "heuchel", "players": 3}), false).await;
        let id = created.id.as_str();
        let (status, _) =
            http(addr, "POST", &format!("/api/tables/{id}/start"), Some(json!({"token": created.admin}))).await;
        assert_eq!(status, 200, "every seat joined");
        let second = http(addr, "POST", "/api/tables", Some(json!({"game": "heller", "players": 3}))).await.1;
        let id2 = second["id"].as_str().unwrap();
        let admin2 = second["adminToken"].as_str().unwrap();
        let (status, refused) =
            http(addr, "POST", &format!("/api/tables/{id2}/start"), Some(json!({"token": admin2}))).await;
        assert_eq!((status, refused["code"].as_str()), (409, Some("not_ready")));
        let (status, answer) = http(addr, "POST", &format!("/api/tables/{id2}/join"), Some(json!({"name": "x"}))).await;
        assert_eq!((status, answer["code"].as_str()), (400, Some("bad_request")), "a body without its token");
        let lobby = recv_lobby(addr, id2, admin2).await;
        assert_eq!((lobby["status"].as_str(), lobby["you"]["role"].as_str()), (Some("lobby"), Some("admin")));
        assert!(lobby.get("seed").is_none() && !lobby.to_string().contains("seed"));
        assert!(second["seats"][0]["link"].as_str().unwrap().starts_with("/heller.html?table="));
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

/// A table with computers plays to its end: a human seat plays random legal actions, the
/// computers (one given at creation, one given by the creator in the lobby) answer on the
/// blocking pool. Every frame of the human and of a spectator is checked against the engine's
/// view of the stored moves up to that frame's version.
#[cfg(not(feature = "leak-full-view"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_play_a_table_to_its_end() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("computers");
        let running = start(&db).await;
        let addr = running.addr;
        for (request, empty_seat) in [
            (json!({"game": "heuchel", "players": 3, "computers": [{"seat": 1, "level": "easy"}]}), 2u8),
            (json!({"game": "heller", "players": 3, "computers": [{"seat": 0, "level": "medium"}]}), 1u8),
        ] {
            let (status, created) = http(addr, "POST", "/api/tables", Some(request)).await;
            assert_eq!(status, 200, "{created}");
            let id = created["id"].as_str().unwrap().to_string();
            let admin = created["adminToken"].as_str().unwrap();
            let (status, answer) = http(
                addr,
                "POST",
                &format!("/api/tables/{id}/computer"),
                Some(json!({"token": admin, "seat": empty_seat, "level": "medium"})),
            )
            .await;
            assert_eq!(status, 200, "{answer}");
            let human = created["seats"].as_array().unwrap().iter().find(|s| s["seat"] != json!(empty_seat)).unwrap();
            let (seat, token) = (human["seat"].as_u64().unwrap() as u8, human["token"].as_str().unwrap());
            let (status, _) =
                http(addr, "POST", &format!("/api/tables/{id}/join"), Some(json!({"token": token, "name": "Ann"})))
                    .await;
            assert_eq!(status, 200);
            let mut me = connect(addr, &id, token).await;
            let mut watcher = connect(addr, &id, created["spectatorToken"].as_str().unwrap()).await;
            assert_eq!(recv(&mut me).await["status"], "lobby");
            assert_eq!(recv(&mut watcher).await["status"], "lobby");
            let (status, _) =
                http(addr, "POST", &format!("/api/tables/{id}/start"), Some(json!({"token": admin}))).await;
            assert_eq!(status, 200);
            let config = stored_config(&running, &id).await;
            let mut rng = Rng::from_state(6);
            // The game at a frame's version, from the stored moves.
            let mirror_at = |version: u64, moves: Vec<server::store::Stored>| {
                let mut mirror = Mirror::new(&config);
                for server::store::Stored { action, .. } in moves.iter().take(version as usize) {
                    mirror.play(action).unwrap();
                }
                mirror
            };
            loop {
                let frame = recv(&mut me).await;
                let version = frame["version"].as_u64().unwrap();
                let moves = running.app.store.load(&id).await.unwrap().1;
                let mirror = mirror_at(version, moves);
                server::check::check_frame(&frame, version, &mirror.view(Some(seat)), &mirror.log(Some(seat))).unwrap();
                if frame["status"] == "over" {
                    assert!(frame["outcome"]["winners"].as_array().is_some_and(|w| !w.is_empty()));
                    break;
                }
                if mirror.to_act() == Some(seat) {
                    let action = mirror.random_action(&mut rng);
                    send(&mut me, json!({"version": version, "action": action})).await;
                }
            }
            loop {
                let frame = recv(&mut watcher).await;
                let version = frame["version"].as_u64().unwrap();
                let mirror = mirror_at(version, running.app.store.load(&id).await.unwrap().1);
                server::check::check_frame(&frame, version, &mirror.view(None), &mirror.log(None)).unwrap();
                if frame["status"] == "over" {
                    break;
                }
            }
            assert_eq!(recv_lobby(addr, &id, admin).await["status"], "over");
        }
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

/// The computers of a table being played resume when the server starts again: the table is
/// marked playing in the database while the server is down, so the new server alone must
/// drive it to its end.
#[cfg(not(feature = "leak-full-view"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_resume_after_a_restart() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("resume");
        let running = start(&db).await;
        let computers = json!([{"seat": 0, "level": "easy"}, {"seat": 1, "level": "medium"}]);
        let request = json!({"game": "heller", "players": 2, "computers": computers});
        let (status, created) = http(running.addr, "POST", "/api/tables", Some(request)).await;
        assert_eq!(status, 200, "{created}");
        let id = created["id"].as_str().unwrap().to_string();
        running.stop().await;
        let store = server::store::Store::open(&db.display().to_string()).await.unwrap();
        assert!(store.set_status(&id, "lobby", "playing").await.unwrap());
        store.close().await;
        let running = start(&db).await;
        let mut watcher = connect(running.addr, &id, created["spectatorToken"].as_str().unwrap()).await;
        let config = stored_config(&running, &id).await;
        loop {
            let frame = recv(&mut watcher).await;
            let version = frame["version"].as_u64().unwrap();
            let mut mirror = Mirror::new(&config);
            for server::store::Stored { action, .. } in
                running.app.store.load(&id).await.unwrap().1.iter().take(version as usize)
            {
                mirror.play(action).unwrap();
            }
            server::check::check_frame(&frame, version, &mirror.view(None), &mirror.log(None)).unwrap();
            if frame["status"] == "over" {
                break;
            }
        }
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

/// Correspondence tables keep a clock for the turn being played. Where the creator chose a
/// computer, it plays the move of a person whose time ran out (checked as every frame is), and
/// the next turn's clock starts then; where he chose to wait, nothing is played and the frame
/// shows the time as run out. A server started again after a deadline plays at once.
#[cfg(not(feature = "leak-full-view"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_clock_lets_a_computer_stand_in_or_waits() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("clock");
        let running = start(&db).await;
        let addr = running.addr;
        let pace = |seconds: u64, on_timeout: &str| {
            json!({"kind": "correspondence", "secondsPerMove": seconds, "onTimeout": on_timeout})
        };
        // The waiting table's time runs out first: by the time the other's computer has played,
        // a computer wrongly standing in at the waiting one would have played a second before.
        let waits = create(addr, json!({"game": "heller", "players": 2, "pace": pace(1, "wait")}), true).await;
        let stands_in =
            create(addr, json!({"game": "heller", "players": 2, "pace": pace(2, "computer")}), true).await;
        let config = stored_config(&running, &stands_in.id).await;
        let mirror = Mirror::new(&config);
        let first = mirror.to_act().unwrap();
        let mut me = connect(addr, &stands_in.id, &stands_in.token(first)).await;
        let frame = recv(&mut me).await;
        assert_eq!(frame["version"], 0);
        let clock = &frame["clock"];
        assert_eq!(clock["onTimeout"], "computer");
        assert_eq!(clock["deadline"].as_i64().unwrap() - clock["since"].as_i64().unwrap(), 2000, "{clock}");
        // Seat `first` does not move: at the deadline the stand-in plays for him.
        let frame = recv_until(&mut me, |f| f["version"] == 1).await;
        let (row, moves) = running.app.store.load(&stands_in.id).await.unwrap();
        assert_eq!(moves.len(), 1);
        assert_eq!(moves[0].seat, first, "the move is stored as the seat's");
        // ... marked as the stand-in's, in the database and in the frames, for the log to say so.
        assert_eq!(row.stand_ins, [0]);
        assert_eq!(frame["standIns"], json!([0]), "{frame}");
        let mut mirror = Mirror::new(&config);
        mirror.play(&moves[0].action).unwrap();
        server::check::check_frame(&frame, 1, &mirror.view(Some(first)), &mirror.log(Some(first))).unwrap();
        if mirror.to_act().is_some() {
            let next = &frame["clock"];
            assert!(next["since"].as_i64().unwrap() >= clock["deadline"].as_i64().unwrap() - 1000, "{next}");
        }

        // The waiting table: its time ran out a second before, and nothing was played.
        let lobby = recv_lobby(addr, &waits.id, &waits.admin).await;
        assert_eq!((lobby["status"].as_str(), lobby["version"].as_u64()), (Some("playing"), Some(0)), "{lobby}");
        assert_eq!(running.app.store.move_count(&waits.id).await.unwrap(), 0);
        let waiting = Mirror::new(&stored_config(&running, &waits.id).await).to_act().unwrap();
        let mut them = connect(addr, &waits.id, &waits.token(waiting)).await;
        let frame = recv(&mut them).await;
        assert_eq!(frame["clock"]["onTimeout"], "wait");
        let now_ms = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as i64;
        assert!(frame["clock"]["deadline"].as_i64().unwrap() <= now_ms, "the time is shown as run out: {frame}");
        assert!(!frame["legal"].as_array().unwrap().is_empty(), "the person may still move");
        drop((me, them));

        // A third table whose time runs out while the server is down: played when it is back.
        let later = create(addr, json!({"game": "heller", "players": 2, "pace": pace(1, "computer")}), true).await;
        let before = recv_lobby(addr, &later.id, &later.admin).await["version"].as_u64().unwrap();
        running.stop().await;
        let running = start(&db).await;
        let mut watcher = connect(running.addr, &later.id, &later.spectator).await;
        recv_until(&mut watcher, |f| f["version"].as_u64() > Some(before)).await;
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

/// Frames until one that `done` accepts (each within the frame wait).
async fn recv_until(socket: &mut Socket, done: impl Fn(&Value) -> bool) -> Value {
    loop {
        let frame = recv(socket).await;
        if done(&frame) {
            return frame;
        }
    }
}

/// A seat's first socket and its last tell the table's other sockets who is connected (a
/// presence frame, outside the versions of the game); a second socket of the same seat does not.
#[cfg(not(feature = "leak-full-view"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presence_frames_tell_who_is_connected() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("presence");
        let running = start(&db).await;
        let addr = running.addr;
        let created = create(addr, json!({"game": "heller", "players": 2}), true).await;
        let mut ann = connect(addr, &created.id, &created.token(0)).await;
        let first = recv(&mut ann).await;
        assert_eq!(first["seats"][0]["connected"], true, "her own frame counts her connected");
        assert_eq!(first["seats"][1]["connected"], false);
        let mut bob = connect(addr, &created.id, &created.token(1)).await;
        let seen = common::recv_presence(&mut ann, common::FRAME_WAIT).await;
        assert_eq!(
            (seen["seats"][0]["connected"].as_bool(), seen["seats"][1]["connected"].as_bool()),
            (Some(true), Some(true)),
            "{seen}"
        );
        assert_eq!(seen["spectators"], 0);
        assert_eq!(recv(&mut bob).await["seats"][1]["connected"], true);
        // Bob's second socket changes nobody's connection; his last one gone does.
        let mut again = connect(addr, &created.id, &created.token(1)).await;
        recv(&mut again).await;
        let _ = again.close(None).await;
        let _ = bob.close(None).await;
        let seen = common::recv_presence(&mut ann, common::FRAME_WAIT).await;
        assert_eq!(seen["seats"][1]["connected"], false, "only after his last socket: {seen}");
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

/// Each socket's next state frame (presence frames skipped), checked against the test's copy of
/// the game at `version`.
async fn expect_states(clients: &mut [(Option<u8>, Socket)], version: u64, mirror: &Mirror) -> Vec<Value> {
    let mut frames = Vec::new();
    for (seat, socket) in clients.iter_mut() {
        let frame = recv_until(socket, |f| f["type"] == "state").await;
        if let Err(e) = server::check::check_frame(&frame, version, &mirror.view(*seat), &mirror.log(*seat)) {
            panic!("seat {seat:?} at version {version}: {e}");
        }
        frames.push(frame);
    }
    frames
}

/// A take-back at an online table, as at one screen but asked over the table: the person who
/// played last asks, every other person must agree (one declining ends it), the computers wait,
/// and the take-back is a record of its own (the version goes on, the game gets shorter), kept
/// across a restart. Refused: with nothing to take back, at a stale version, from a spectator,
/// after another person has played, and at a table that did not agree to taking back.
#[cfg(not(feature = "leak-full-view"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_take_back_is_asked_over_the_table_and_agreed_by_everyone() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("take-back");
        let mut running = start(&db).await;
        let request = json!({"game": "heller", "variant": "standard", "players": 3, "takeBack": true});
        let created = create(running.addr, request, true).await;
        let config = stored_config(&running, &created.id).await;
        let mut mirror = Mirror::new(&config);
        let mut tokens: Vec<(Option<u8>, String)> = created.tokens.iter().map(|(s, t)| (Some(*s), t.clone())).collect();
        tokens.push((None, created.spectator.clone()));
        let mut clients = Vec::new();
        for (seat, token) in &tokens {
            clients.push((*seat, connect(running.addr, &created.id, token).await));
        }
        let mut version = 0;
        let frames = expect_states(&mut clients, version, &mirror).await;
        assert!(frames.iter().all(|f| f["canTakeBack"].is_null() && f["takeBack"].is_null()), "nothing played yet");
        // Seat a (to act) places a stall: nothing hidden is shown by that.
        let a = mirror.to_act().unwrap();
        let (b, c) = ((a + 1) % 3, (a + 2) % 3);
        let socket = |clients: &mut Vec<(Option<u8>, Socket)>, seat: Option<u8>| -> usize {
            clients.iter().position(|(s, _)| *s == seat).unwrap()
        };
        let stall = mirror.legal().into_iter().find(|x| x.starts_with('s')).expect("a stall to place");
        let ia = socket(&mut clients, Some(a));
        send(&mut clients[ia].1, json!({"version": version, "action": stall})).await;
        mirror.play(&stall).unwrap();
        version += 1;
        let frames = expect_states(&mut clients, version, &mirror).await;
        for ((seat, _), frame) in clients.iter().zip(&frames) {
            let can = if *seat == Some(a) { json!({"to": 0, "refused": null, "player": null}) } else { Value::Null };
            assert_eq!(frame["canTakeBack"], can, "seat {seat:?}: only a has something to take back");
        }
        // b has nothing to take back; a spectator takes nothing back; a stale version is refused.
        let ib = socket(&mut clients, Some(b));
        send(&mut clients[ib].1, json!({"version": version, "takeBack": true})).await;
        expect_error(&mut clients[ib].1, "no_take_back").await;
        let is = socket(&mut clients, None);
        send(&mut clients[is].1, json!({"version": version, "takeBack": true})).await;
        expect_error(&mut clients[is].1, "spectator").await;
        send(&mut clients[ia].1, json!({"version": 0, "takeBack": true})).await;
        expect_error(&mut clients[ia].1, "stale_version").await;
        send(&mut clients[ib].1, json!({"version": version, "takeBack": false})).await;
        expect_error(&mut clients[ib].1, "no_request").await;
        // a asks: everyone reads the request, b and c are waited for; c declines.
        send(&mut clients[ia].1, json!({"version": version, "takeBack": true})).await;
        let frames = expect_states(&mut clients, version, &mirror).await;
        let asked = json!({"seat": a, "to": 0, "agreed": [a], "waiting": [b.min(c), b.max(c)], "declinedBy": null});
        assert!(frames.iter().all(|f| f["takeBack"] == asked), "{}", frames[0]["takeBack"]);
        let ic = socket(&mut clients, Some(c));
        send(&mut clients[ic].1, json!({"version": version, "takeBack": false})).await;
        let frames = expect_states(&mut clients, version, &mirror).await;
        assert_eq!(frames[0]["takeBack"]["declinedBy"], json!(c));
        assert_eq!(frames[0]["takeBack"]["waiting"], json!([]));
        // Asked again: b agrees, then c; the game goes back to its start, the version on.
        send(&mut clients[ia].1, json!({"version": version, "takeBack": true})).await;
        expect_states(&mut clients, version, &mirror).await;
        send(&mut clients[ib].1, json!({"version": version, "takeBack": true})).await;
        let frames = expect_states(&mut clients, version, &mirror).await;
        assert_eq!(frames[0]["takeBack"]["waiting"], json!([c]));
        assert_eq!(running.app.store.move_count(&created.id).await.unwrap(), 1, "a request is no record");
        send(&mut clients[ic].1, json!({"version": version, "takeBack": true})).await;
        mirror = Mirror::new(&config);
        version += 1;
        let frames = expect_states(&mut clients, version, &mirror).await;
        assert!(frames.iter().all(|f| f["takeBack"].is_null() && f["toAct"] == json!(a)));
        assert_eq!(running.app.store.move_count(&created.id).await.unwrap(), 2, "the take-back is a record");
        // a plays again, then b: a's take-back is refused now (another person played since).
        let ia = socket(&mut clients, Some(a));
        send(&mut clients[ia].1, json!({"version": version, "action": stall})).await;
        mirror.play(&stall).unwrap();
        version += 1;
        expect_states(&mut clients, version, &mirror).await;
        let next = mirror.legal().into_iter().find(|x| x.starts_with('s')).expect("a stall to place");
        send(&mut clients[ib].1, json!({"version": version, "action": next})).await;
        mirror.play(&next).unwrap();
        version += 1;
        let frames = expect_states(&mut clients, version, &mirror).await;
        let ia = socket(&mut clients, Some(a));
        assert_eq!(frames[ia]["canTakeBack"], json!({"to": null, "refused": "othersPlayed", "player": b}));
        send(&mut clients[ia].1, json!({"version": version, "takeBack": true})).await;
        expect_error(&mut clients[ia].1, "take_back_refused").await;
        // A restart replays the take-back record: the same position, the same version.
        for (_, mut s) in clients.drain(..) {
            let _ = s.close(None).await;
        }
        running.stop().await;
        running = start(&db).await;
        for (seat, token) in &tokens {
            clients.push((*seat, connect(running.addr, &created.id, token).await));
        }
        expect_states(&mut clients, version, &mirror).await;
        running.stop().await;
        remove_db(&db);

        // A table of people who did not agree to taking back offers none; one person against
        // computers always may, at once, and the computers played since are taken back too.
        let db = temp_db("take-back-solo");
        let running = start(&db).await;
        let created = create(running.addr, json!({"game": "heller", "players": 2}), true).await;
        let mut s0 = connect(running.addr, &created.id, &created.token(0)).await;
        let frame = recv_until(&mut s0, |f| f["type"] == "state").await;
        assert!(frame["canTakeBack"].is_null(), "{frame}");
        let request = json!({"game": "heller", "players": 3, "computers": [{"seat": 1, "level": "easy"}, {"seat": 2, "level": "easy"}]});
        let created = create(running.addr, request, true).await;
        let mut s0 = connect(running.addr, &created.id, &created.token(0)).await;
        // Seat 0 places stalls (nothing hidden shown by that) until his turn comes again with
        // nothing hidden shown to him since his placement: the computers, who play at random,
        // may turn a tile up or place their own tile meanwhile, and then he may not take back
        // (the frame says why). The computers' moves since are taken back with his.
        let mut v = 0;
        let mut point = None;
        let mut length = 0;
        for _ in 0..40 {
            let frame = recv_until(&mut s0, |f| f["type"] == "state" && f["toAct"] == json!(0) && f["version"].as_u64() >= Some(v)).await;
            v = frame["version"].as_u64().unwrap();
            let can = &frame["canTakeBack"];
            if let Some(to) = can["to"].as_u64() {
                point = Some(to);
                length = frame["log"].as_array().unwrap().len() as u64;
                break;
            }
            assert!(can.is_null() || can["refused"].is_string(), "{can}");
            let legal: Vec<&str> = frame["legal"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
            let quiet = legal.iter().find(|x| x.starts_with('s')).or_else(|| legal.iter().find(|x| **x != "t")).unwrap();
            send(&mut s0, json!({"version": v, "action": quiet})).await;
            v += 1;
        }
        let before = point.expect("a turn with a placement of his to take back");
        assert_eq!(length, before + 3, "his placement and the two computers' since");
        send(&mut s0, json!({"version": v, "takeBack": true})).await;
        let frame = recv_until(&mut s0, |f| f["type"] == "state" && f["version"].as_u64() == Some(v + 1)).await;
        assert_eq!(frame["log"].as_array().unwrap().len() as u64, before, "back to before his placement");
        assert_eq!(frame["toAct"], json!(0));
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

/// A table nobody uses leaves the server's memory and comes back from the database when a socket
/// asks for it, the game where it was; one with a socket stays.
#[cfg(not(feature = "leak-full-view"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_table_leaves_the_memory_and_comes_back_from_the_database() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("evict");
        let running = start(&db).await;
        let created = create(running.addr, json!({"game": "heller", "players": 2}), true).await;
        let mut mirror = Mirror::new(&stored_config(&running, &created.id).await);
        let seat = mirror.to_act().unwrap();
        let mut socket = connect(running.addr, &created.id, &created.token(seat)).await;
        recv_until(&mut socket, |f| f["type"] == "state").await;
        let action = mirror.legal()[0].clone();
        send(&mut socket, json!({"version": 0, "action": action})).await;
        mirror.play(&action).unwrap();
        recv_until(&mut socket, |f| f["version"] == 1).await;
        assert_eq!(running.app.evict_idle(Duration::ZERO).await, 0, "a table with a socket stays");
        socket.close(None).await.unwrap();
        // The socket's end reaches the server on its own time: until then the table stays.
        let mut evicted = 0;
        for _ in 0..200 {
            evicted = running.app.evict_idle(Duration::ZERO).await;
            if evicted == 1 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert_eq!(evicted, 1, "the idle table left the memory");
        assert_eq!(running.app.cached().await, 0);
        // A socket brings it back as stored: the same position, the same version.
        let seat = mirror.to_act().unwrap();
        let mut socket = connect(running.addr, &created.id, &created.token(seat)).await;
        let frame = recv_until(&mut socket, |f| f["type"] == "state").await;
        server::check::check_frame(&frame, 1, &mirror.view(Some(seat)), &mirror.log(Some(seat))).unwrap();
        assert_eq!(running.app.cached().await, 1);
        // Without a socket, but not idle long enough: it stays.
        socket.close(None).await.unwrap();
        let mut gone = false;
        for _ in 0..200 {
            let lobby = recv_lobby(running.addr, &created.id, &created.token(seat)).await;
            if lobby["seats"][usize::from(seat)]["connected"] == false {
                gone = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert!(gone, "the socket's end reached the server");
        assert_eq!(running.app.evict_idle(Duration::from_secs(600)).await, 0);
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

/// What another instance stored without this one being told (a NATS message lost) reaches the
/// sockets here when the tables are read again (`App::catch_up_all`, every 15 s among several
/// instances).
#[cfg(not(feature = "leak-full-view"))]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_stored_elsewhere_reaches_the_sockets_when_the_tables_are_read_again() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("catch-up");
        let running = start(&db).await;
        let created = create(running.addr, json!({"game": "heller", "players": 2}), true).await;
        let mut mirror = Mirror::new(&stored_config(&running, &created.id).await);
        let seat = mirror.to_act().unwrap();
        let other = 1 - seat;
        let mut socket = connect(running.addr, &created.id, &created.token(other)).await;
        recv_until(&mut socket, |f| f["type"] == "state").await;
        // Stored as another instance would store it, this one not told.
        let action = mirror.legal()[0].clone();
        running.app.store.append_move(&created.id, 0, seat, &action, "playing", false).await.unwrap();
        mirror.play(&action).unwrap();
        assert_eq!(running.app.catch_up_all().await, 1);
        let frame = recv_until(&mut socket, |f| f["type"] == "state").await;
        server::check::check_frame(&frame, 1, &mirror.view(Some(other)), &mirror.log(Some(other))).unwrap();
        assert_eq!(running.app.catch_up_all().await, 0, "nothing new");
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}
