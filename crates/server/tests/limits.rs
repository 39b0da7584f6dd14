//! The limits on clients (issue 30, point 7), against the server started in-process on
//! 127.0.0.1:0 with a temporary SQLite file: tables created per address per minute, sockets per
//! seat, messages per second per socket, the bounded send queue of a slow reader, the upgrade's
//! `Origin`, the seed only with `--allow-seed`, and a fuzz of malformed frames after which the
//! table still plays and nothing was stored. Every test is bounded in time and count.

mod common;

use common::{http, remove_db, Socket};
use futures_util::{SinkExt, StreamExt};
use platform::Rng;
use serde_json::{json, Value};
use server::web::Limits;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// The slow reader's send queue (a test of the test sets it huge and sees that test fail).
const SLOW_QUEUE: usize = 4;
/// Every test ends within this time, passing or failing.
const LIMIT: Duration = Duration::from_secs(60);
/// A frame that does not come within this time fails the test.
const FRAME_WAIT: Duration = Duration::from_secs(10);

fn temp_db(name: &str) -> PathBuf {
    common::temp_db("heuchel-server-limits", name)
}

async fn start(db: &Path, limits: Limits) -> server::Running {
    let site = std::env::temp_dir().join(format!("heuchel-server-limits-site-{}", std::process::id()));
    std::fs::create_dir_all(&site).unwrap();
    let options = server::Options { site, db: db.display().to_string(), addr: "127.0.0.1:0".parse().unwrap() };
    server::start_with(options, limits, None).await.unwrap()
}

/// A socket to the table, which must open.
async fn connect(addr: SocketAddr, table: &str, token: &str) -> Socket {
    common::connect(addr, table, token).await.unwrap()
}

/// The next text frame as JSON; a panic when the socket ends or none comes in time.
async fn recv(socket: &mut Socket) -> Value {
    common::recv_within(socket, FRAME_WAIT).await.expect("the socket is open")
}

/// Sends a frame, which the socket must take.
async fn send(socket: &mut Socket, frame: Value) {
    assert!(common::send(socket, frame).await, "the socket took the frame");
}

async fn expect_error(socket: &mut Socket, code: &str) {
    let frame = recv(socket).await;
    assert_eq!(frame["type"], "error", "{frame}");
    assert_eq!(frame["code"], code, "{frame}");
}

/// Whether the server closes `socket` (a close frame or the end) within the frame wait.
async fn closed(socket: &mut Socket) -> bool {
    loop {
        match tokio::time::timeout(FRAME_WAIT, socket.next()).await {
            Err(_) => return false,
            Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
            Ok(Some(Ok(_))) => continue,
        }
    }
}

/// A heller table of `players` seats with a fixed seed, joined and started: its id, the seats'
/// tokens and the test's own copy of the game.
struct Created {
    id: String,
    tokens: Vec<String>,
    game: heller::Game,
}

async fn create(addr: SocketAddr, players: u8, seed: u64) -> Created {
    let request = json!({"game": "heller", "players": players, "seed": seed});
    let (status, created) = http(addr, "POST", "/api/tables", Some(request)).await;
    assert_eq!(status, 200, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let tokens: Vec<String> =
        created["seats"].as_array().unwrap().iter().map(|s| s["token"].as_str().unwrap().to_string()).collect();
    for token in &tokens {
        let (status, _) =
            http(addr, "POST", &format!("/api/tables/{id}/join"), Some(json!({"token": token, "name": "P"}))).await;
        assert_eq!(status, 200);
    }
    let admin = created["adminToken"].as_str().unwrap();
    let (status, _) = http(addr, "POST", &format!("/api/tables/{id}/start"), Some(json!({"token": admin}))).await;
    assert_eq!(status, 200);
    let config = heller::Config { players, variant: heller::Variant::Standard, no_luck: false, seed };
    Created { id, tokens, game: heller::Game::new(config).unwrap() }
}

fn view(game: &heller::Game, seat: u8) -> Value {
    serde_json::to_value(game.state().view(seat)).unwrap()
}

fn log(game: &heller::Game, seat: u8) -> Value {
    serde_json::to_value(game.log_for(seat, 0)).unwrap()
}

fn random_action(game: &heller::Game, rng: &mut Rng) -> String {
    let legal = game.state().legal_actions();
    legal[rng.below(legal.len() as u32) as usize].to_string()
}

fn seed_allowed() -> Limits {
    Limits { allow_seed: true, ..Limits::default() }
}

/// Plays `moves` random legal moves (or to the end) with one socket per seat (`sockets[seat]`),
/// checking every frame of every seat against the engine.
async fn play(sockets: &mut [Socket], game: &mut heller::Game, rng: &mut Rng, moves: usize) {
    for _ in 0..moves {
        let Some(to_act) = game.state().to_act() else { return };
        let action = random_action(game, rng);
        let version = game.len();
        send(&mut sockets[usize::from(to_act)], json!({"version": version, "action": action})).await;
        game.play(action.parse().unwrap()).unwrap();
        for (seat, socket) in sockets.iter_mut().enumerate() {
            let seat = seat as u8;
            let frame = recv(socket).await;
            server::check::check_frame(&frame, game.len() as u64, &view(game, seat), &log(game, seat)).unwrap();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_per_address_per_minute() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("per-minute");
        let running = start(&db, Limits { tables_per_minute: 3, ..Limits::default() }).await;
        let request = json!({"game": "heller", "players": 2});
        for _ in 0..3 {
            assert_eq!(http(running.addr, "POST", "/api/tables", Some(request.clone())).await.0, 200);
        }
        let (status, refused) = http(running.addr, "POST", "/api/tables", Some(request)).await;
        assert_eq!(status, 429, "{refused}");
        assert_eq!(refused["code"], "rate_limited");
        assert!(refused["message"].as_str().is_some_and(|m| m.contains('3')), "{refused}");
        // Other requests are not limited.
        assert_eq!(http(running.addr, "GET", "/api/health", None).await.0, 200);
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_seed_only_with_allow_seed() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("seed");
        let running = start(&db, Limits::default()).await;
        let request = json!({"game": "heller", "players": 2, "seed": 42});
        let (status, refused) = http(running.addr, "POST", "/api/tables", Some(request.clone())).await;
        assert_eq!((status, refused["code"].as_str()), (400, Some("bad_request")), "{refused}");
        running.stop().await;
        let running = start(&db, seed_allowed()).await;
        let (status, created) = http(running.addr, "POST", "/api/tables", Some(request)).await;
        assert_eq!(status, 200, "{created}");
        let config = running.app.store.load(created["id"].as_str().unwrap()).await.unwrap().0.config;
        assert_eq!(config.seed, 42);
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sockets_per_seat() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("sockets");
        let running = start(&db, Limits { sockets_per_seat: 2, ..seed_allowed() }).await;
        let addr = running.addr;
        let mut t = create(addr, 2, 7).await;
        let to_act = t.game.state().to_act().unwrap();
        let mut first = connect(addr, &t.id, &t.tokens[usize::from(to_act)]).await;
        let mut second = connect(addr, &t.id, &t.tokens[usize::from(to_act)]).await;
        for socket in [&mut first, &mut second] {
            assert_eq!(recv(socket).await["version"], 0);
        }
        let mut third = connect(addr, &t.id, &t.tokens[usize::from(to_act)]).await;
        expect_error(&mut third, "too_many_sockets").await;
        assert!(closed(&mut third).await, "the socket beyond the limit is closed");
        // The other seat has its own places.
        let mut other = connect(addr, &t.id, &t.tokens[usize::from(1 - to_act)]).await;
        assert_eq!(recv(&mut other).await["version"], 0);
        // The first two are unharmed: a move reaches both.
        let action = random_action(&t.game, &mut Rng::from_state(1));
        send(&mut first, json!({"version": 0, "action": action})).await;
        t.game.play(action.parse().unwrap()).unwrap();
        for socket in [&mut first, &mut second, &mut other] {
            assert_eq!(recv(socket).await["version"], 1);
        }
        // A place closed is free again.
        first.close(None).await.unwrap();
        assert!(closed(&mut first).await);
        let deadline = Instant::now() + FRAME_WAIT;
        loop {
            let mut again = connect(addr, &t.id, &t.tokens[usize::from(to_act)]).await;
            let frame = recv(&mut again).await;
            if frame["type"] == "state" {
                assert_eq!(frame["version"], 1);
                break;
            }
            assert!(Instant::now() < deadline, "the closed socket's place is given back");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_per_second_per_socket() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("flood");
        let running = start(&db, Limits { messages_per_second: 2, ..seed_allowed() }).await;
        let addr = running.addr;
        let mut t = create(addr, 2, 8).await;
        let to_act = t.game.state().to_act().unwrap();
        let mut sockets = Vec::new();
        for token in &t.tokens {
            let mut socket = connect(addr, &t.id, token).await;
            assert_eq!(recv(&mut socket).await["version"], 0);
            sockets.push(socket);
        }
        let mut rng = Rng::from_state(2);
        let legal = random_action(&t.game, &mut rng);
        // A flood: two frames the bucket lets through (refused as malformed), then ten legal
        // moves that exceed the limit: none of them is played.
        let mover = &mut sockets[usize::from(to_act)];
        for _ in 0..2 {
            mover.send(Message::Text("nonsense".into())).await.unwrap();
        }
        for _ in 0..10 {
            send(mover, json!({"version": 0, "action": legal})).await;
        }
        for _ in 0..2 {
            expect_error(mover, "malformed").await;
        }
        for _ in 0..10 {
            expect_error(mover, "rate_limited").await;
        }
        assert_eq!(running.app.store.move_count(&t.id).await.unwrap(), 0, "nothing stored");
        // The connection and the table are unharmed: once the bucket refills (two messages a
        // second), moves are played.
        tokio::time::sleep(Duration::from_millis(1100)).await;
        play(&mut sockets, &mut t.game, &mut rng, 2).await;
        assert_eq!(running.app.store.move_count(&t.id).await.unwrap(), 2);
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

/// Reads an HTTP head (up to the blank line) from a raw stream.
async fn read_head(stream: &mut TcpStream) -> String {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        let n = tokio::time::timeout(FRAME_WAIT, stream.read(&mut byte)).await.expect("a head in time").unwrap();
        assert_eq!(n, 1, "the head ends early: {}", String::from_utf8_lossy(&head));
        head.push(byte[0]);
    }
    String::from_utf8(head).unwrap()
}

/// A raw WebSocket upgrade with an optional Origin: the stream and the answer's head.
async fn upgrade(addr: SocketAddr, path: &str, origin: Option<&str>) -> (TcpStream, String) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let origin = origin.map(|o| format!("Origin: {o}\r\n")).unwrap_or_default();
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n{origin}\r\n"
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let head = read_head(&mut stream).await;
    (stream, head)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_upgrade_checks_its_origin() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("origin");
        let limits = Limits { allow_origins: vec!["https://games.example".into()], ..seed_allowed() };
        let running = start(&db, limits).await;
        let addr = running.addr;
        let t = create(addr, 2, 9).await;
        let path = format!("/ws?table={}&token={}", t.id, t.tokens[0]);
        let own = format!("http://{addr}");
        for (origin, allowed) in [
            (None, true),
            (Some(own.as_str()), true),
            (Some("https://games.example"), true),
            (Some("https://evil.example"), false),
            (Some("null"), false),
            (Some("http://127.0.0.1:1"), false),
        ] {
            let (mut stream, head) = upgrade(addr, &path, origin).await;
            let status = head.split_whitespace().nth(1).unwrap().to_string();
            if allowed {
                assert_eq!(status, "101", "{origin:?}: {head}");
            } else {
                assert_eq!(status, "403", "{origin:?}: {head}");
                let length = head
                    .lines()
                    .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-length:").map(|v| v.trim().to_string()))
                    .and_then(|v| v.parse::<usize>().ok())
                    .expect("a content length");
                let mut body = vec![0u8; length];
                tokio::time::timeout(FRAME_WAIT, stream.read_exact(&mut body)).await.expect("a body in time").unwrap();
                let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
                assert_eq!(body["code"], "forbidden_origin", "{origin:?}: {body}");
            }
        }
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

/// A client's masked text frame (RFC 6455), written by hand: the slow reader below writes
/// without ever reading.
fn masked_text(payload: &[u8]) -> Vec<u8> {
    assert!(payload.len() < 126);
    let mask = [1u8, 2, 3, 4];
    let mut frame = vec![0x81, 0x80 | payload.len() as u8];
    frame.extend_from_slice(&mask);
    frame.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
    frame
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_reader_is_closed_and_the_others_play_on() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("slow");
        let limits =
            Limits { send_queue: SLOW_QUEUE, sockets_per_seat: 2, messages_per_second: 1_000_000, ..seed_allowed() };
        let running = start(&db, limits).await;
        let addr = running.addr;
        let mut t = create(addr, 2, 10).await;
        let mut sockets = Vec::new();
        for token in &t.tokens {
            let mut socket = connect(addr, &t.id, token).await;
            assert_eq!(recv(&mut socket).await["version"], 0);
            sockets.push(socket);
        }
        // A second socket of seat 0 that writes and never reads: every frame it sends is answered
        // with an error frame it does not read, until the kernel's buffers are full (its writes
        // stall, or fail once the server closed it). Bounded: 400,000 frames or 20 s.
        let path = format!("/ws?table={}&token={}", t.id, t.tokens[0]);
        let (mut slow, head) = upgrade(addr, &path, None).await;
        assert!(head.starts_with("HTTP/1.1 101"), "{head}");
        let batch: Vec<u8> = (0..1000).flat_map(|_| masked_text(b"x")).collect();
        let started = Instant::now();
        let mut sent = 0;
        while sent < 400_000 && started.elapsed() < Duration::from_secs(20) {
            match tokio::time::timeout(Duration::from_secs(1), slow.write_all(&batch)).await {
                Ok(Ok(())) => sent += 1000,
                Ok(Err(_)) | Err(_) => break,
            }
        }
        // The others play on; the state frames of these moves cannot be queued for the slow
        // reader beyond its queue of 4.
        let mut rng = Rng::from_state(3);
        play(&mut sockets, &mut t.game, &mut rng, 8).await;
        // The server closed it: reading what the kernel buffered ends (end of stream or reset)
        // within a bound; a socket still open would leave the read waiting.
        let mut buffer = vec![0u8; 64 * 1024];
        let mut read = 0usize;
        let ended = loop {
            match tokio::time::timeout(Duration::from_secs(5), slow.read(&mut buffer)).await {
                Ok(Ok(0)) | Ok(Err(_)) => break true,
                Ok(Ok(n)) => read += n,
                Err(_) => break false,
            }
            if read > 512 * 1024 * 1024 {
                break false;
            }
        };
        assert!(ended, "the slow reader was not closed (sent {sent} frames, read back {read} bytes)");
        // Its place is given back, and the table plays on.
        let deadline = Instant::now() + FRAME_WAIT;
        loop {
            let mut probe = connect(addr, &t.id, &t.tokens[0]).await;
            let frame = recv(&mut probe).await;
            let _ = probe.close(None).await;
            if frame["type"] == "state" {
                break;
            }
            assert!(Instant::now() < deadline, "the slow reader's place was not given back: {frame}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        play(&mut sockets, &mut t.game, &mut rng, 3).await;
        assert_eq!(running.app.store.move_count(&t.id).await.unwrap(), 11);
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}

/// Frames that are not moves: random bytes, truncated and mistyped JSON, huge numbers, deep
/// nesting, frames too large.
fn junk(rng: &mut Rng, legal: &str) -> Message {
    let valid = json!({"version": 0, "action": legal}).to_string();
    let random_text = |rng: &mut Rng, n: u32| -> String {
        let alphabet: Vec<char> = "{}[]\":,0123456789.-+eE truefalsnul\\/\u{e9}\u{1F600}\u{0}abcxyz".chars().collect();
        (0..rng.below(n) + 1).map(|_| alphabet[rng.below(alphabet.len() as u32) as usize]).collect()
    };
    match rng.below(12) {
        0 => Message::Binary((0..rng.below(300)).map(|_| rng.below(256) as u8).collect::<Vec<u8>>().into()),
        1 => Message::Text(valid[..rng.below(valid.len() as u32) as usize].to_string().into()),
        2 => Message::Text(random_text(rng, 200).into()),
        3 => Message::Text(json!({"version": "0", "action": legal}).to_string().into()),
        4 => Message::Text(format!("{{\"version\": 1{}, \"action\": \"{legal}\"}}", "0".repeat(40)).into()),
        5 => Message::Text(format!("{{\"version\": -1, \"action\": \"{legal}\"}}").into()),
        6 => Message::Text(format!("{{\"version\": 1e400, \"action\": \"{legal}\"}}").into()),
        7 => {
            let depth = rng.below(1900) as usize + 1;
            Message::Text(format!("{}{}", "[".repeat(depth), "]".repeat(depth)).into())
        }
        8 => Message::Text(format!("{{\"version\": 0, \"action\": {}}}", rng.below(1000)).into()),
        9 => Message::Text(json!({"version": 0, "action": legal, "extra": [1, 2, 3]}).to_string().into()),
        10 => Message::Text("\"x\"".repeat(1500 + rng.below(500) as usize).into()),
        _ => Message::Text(json!({"version": 7_000_000, "action": random_text(rng, 20)}).to_string().into()),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fuzz_of_malformed_frames_harms_nothing() {
    tokio::time::timeout(LIMIT, async {
        let db = temp_db("fuzz");
        let running = start(&db, Limits { messages_per_second: 100_000, ..seed_allowed() }).await;
        let addr = running.addr;
        let mut t = create(addr, 3, 11).await;
        let mut sockets = Vec::new();
        for token in &t.tokens {
            let mut socket = connect(addr, &t.id, token).await;
            assert_eq!(recv(&mut socket).await["version"], 0);
            sockets.push(socket);
        }
        let mut rng = Rng::from_state(12);
        // Two moves first, so that stored moves exist to stay unchanged.
        play(&mut sockets, &mut t.game, &mut rng, 2).await;
        let stored = running.app.store.load(&t.id).await.unwrap().1;
        let to_act = usize::from(t.game.state().to_act().unwrap());
        let legal = random_action(&t.game, &mut rng);
        for i in 0..600 {
            let seat = if i % 2 == 0 { to_act } else { (to_act + 1) % 3 };
            let frame = junk(&mut rng, &legal);
            sockets[seat].send(frame).await.unwrap();
            let answer = recv(&mut sockets[seat]).await;
            assert_eq!(answer["type"], "error", "frame {i}: {answer}");
            assert!(answer["code"].as_str().is_some(), "{answer}");
        }
        assert_eq!(running.app.store.load(&t.id).await.unwrap().1, stored, "the stored moves are unchanged");
        // The table still plays, to its end.
        play(&mut sockets, &mut t.game, &mut rng, 10_000).await;
        assert!(t.game.state().to_act().is_none());
        assert_eq!(running.app.store.move_count(&t.id).await.unwrap(), t.game.len() as u64);
        running.stop().await;
        remove_db(&db);
    })
    .await
    .expect("in time");
}
