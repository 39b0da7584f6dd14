//! Whole games over loopback against the server started in-process on 127.0.0.1:0 with a
//! temporary SQLite file. Every state frame every seat (and a spectator) receives is checked
//! with `server::check::check_frame` against the engine's own view and log for that seat,
//! computed here from the test's own copy of the game (the engines used natively, not the
//! server's code). Each test is bounded in time.
//!
//! Built with the test-only feature `leak-full-view`, the server shows everyone seat 0's view:
//! then the whole-game test asserts that the same check catches it.

use futures_util::{SinkExt, StreamExt};
use platform::Rng;
use serde_json::{json, Value};
use server::games::{GameConfig, GameKind};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Every test ends within this time, passing or failing.
const LIMIT: Duration = Duration::from_secs(90);
/// A frame that does not come within this time fails the test.
const FRAME_WAIT: Duration = Duration::from_secs(20);

// ---------------------------------------------------------------- the test's copy of the game

/// The test's own copy of a game, the engines used directly.
#[derive(Clone)]
enum Mirror {
    Heuchel(heuchel::Game),
    Heller(heller::Game),
}

impl Mirror {
    fn new(config: &GameConfig) -> Mirror {
        match config.game {
            GameKind::Heuchel => {
                let variant = if config.variant == "dice" { heuchel::Variant::Dice } else { heuchel::Variant::Base };
                let c = heuchel::Config { players: config.players, variant, seed: config.seed };
                Mirror::Heuchel(heuchel::Game::new(c).unwrap())
            }
            GameKind::Heller => {
                let variant =
                    if config.variant == "openEnded" { heller::Variant::OpenEnded } else { heller::Variant::Standard };
                let c = heller::Config { players: config.players, variant, no_luck: config.no_luck, seed: config.seed };
                Mirror::Heller(heller::Game::new(c).unwrap())
            }
        }
    }

    /// The engine's viewer number: a seat, or each engine's spectator.
    fn viewer(&self, seat: Option<u8>) -> u8 {
        match (self, seat) {
            (_, Some(p)) => p,
            (Mirror::Heuchel(_), None) => heuchel::View::SPECTATOR,
            (Mirror::Heller(_), None) => heller::state::MAX_PLAYERS,
        }
    }

    fn view(&self, seat: Option<u8>) -> Value {
        let v = self.viewer(seat);
        match self {
            Mirror::Heuchel(g) => serde_json::to_value(g.state().view(v)).unwrap(),
            Mirror::Heller(g) => serde_json::to_value(g.state().view(v)).unwrap(),
        }
    }

    fn log(&self, seat: Option<u8>) -> Value {
        let v = self.viewer(seat);
        match self {
            Mirror::Heuchel(g) => serde_json::to_value(g.log_for(v, 0)).unwrap(),
            // Every event of this game is public: the browser's log is the whole log.
            Mirror::Heller(g) => {
                let entries: Vec<heller::LogEntry> = g.log().iter().map(heller::LogEntry::from).collect();
                serde_json::to_value(entries).unwrap()
            }
        }
    }

    fn to_act(&self) -> Option<u8> {
        match self {
            Mirror::Heuchel(g) => g.state().to_act(),
            Mirror::Heller(g) => g.state().to_act(),
        }
    }

    fn legal(&self) -> Vec<String> {
        match self {
            Mirror::Heuchel(g) => g.state().legal_actions().iter().map(|a| a.to_string()).collect(),
            Mirror::Heller(g) => g.state().legal_actions().iter().map(|a| a.to_string()).collect(),
        }
    }

    fn random_action(&self, rng: &mut Rng) -> String {
        let legal = self.legal();
        legal[rng.below(legal.len() as u32) as usize].clone()
    }

    fn play(&mut self, action: &str) -> Result<(), String> {
        match self {
            Mirror::Heuchel(g) => {
                g.play(action.parse().map_err(|e| format!("{e}"))?).map(|_| ()).map_err(|e| e.to_string())
            }
            Mirror::Heller(g) => {
                g.play(action.parse().map_err(|e| format!("{e}"))?).map(|_| ()).map_err(|e| e.to_string())
            }
        }
    }

    fn len(&self) -> usize {
        match self {
            Mirror::Heuchel(g) => g.len(),
            Mirror::Heller(g) => g.len(),
        }
    }
}

// ---------------------------------------------------------------- server, HTTP and sockets

fn temp_db(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("heuchel-server-test-{}-{name}.sqlite", std::process::id()));
    remove_db(&path);
    path
}

fn remove_db(path: &PathBuf) {
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
}

fn site() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("heuchel-server-test-site-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>site</title>").unwrap();
    dir
}

async fn start(db: &PathBuf) -> server::Running {
    let options = server::Options { site: site(), db: db.display().to_string(), addr: "127.0.0.1:0".parse().unwrap() };
    server::start(options).await.unwrap()
}

/// A minimal HTTP/1.1 request over loopback: the status and the body (JSON when it is).
async fn http(addr: SocketAddr, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let text = String::from_utf8_lossy(&response);
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    (status, serde_json::from_str(body).unwrap_or(Value::String(body.to_string())))
}

async fn connect(addr: SocketAddr, table: &str, token: &str) -> Socket {
    let (socket, _) =
        tokio_tungstenite::connect_async(format!("ws://{addr}/ws?table={table}&token={token}")).await.unwrap();
    socket
}

async fn recv(socket: &mut Socket) -> Value {
    loop {
        let message = tokio::time::timeout(FRAME_WAIT, socket.next()).await.expect("a frame in time");
        match message.expect("the socket is open").expect("a frame") {
            Message::Text(text) => return serde_json::from_str(text.as_str()).unwrap(),
            Message::Ping(_) | Message::Pong(_) => continue,
            other => panic!("unexpected message {other:?}"),
        }
    }
}

async fn send(socket: &mut Socket, frame: Value) {
    socket.send(Message::Text(frame.to_string().into())).await.unwrap();
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
