//! Helpers of the server's tests (tests/tables.rs, tests/limits.rs, tests/scaleout.rs): the
//! test's own copy of a game (the engines used directly), temporary databases and a site folder,
//! a minimal HTTP client and WebSocket frames.

#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use platform::Rng;
use serde_json::{json, Value};
use server::games::{GameConfig, GameKind};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A frame that does not come within this time fails the test.
pub const FRAME_WAIT: Duration = Duration::from_secs(20);

/// The test's own copy of a game, the engines used directly.
#[derive(Clone)]
pub enum Mirror {
    Heuchel(Box<heuchel::Game>),
    Heller(Box<heller::Game>),
}

impl Mirror {
    pub fn new(config: &GameConfig) -> Mirror {
        match config.game {
            GameKind::Heuchel => {
                let variant = if config.variant == "dice" { heuchel::Variant::Dice } else { heuchel::Variant::Base };
                let c = heuchel::Config { players: config.players, variant, seed: config.seed };
                Mirror::Heuchel(Box::new(heuchel::Game::new(c).unwrap()))
            }
            GameKind::Heller => {
                let variant =
                    if config.variant == "openEnded" { heller::Variant::OpenEnded } else { heller::Variant::Standard };
                let c = heller::Config { players: config.players, variant, no_luck: config.no_luck, seed: config.seed };
                Mirror::Heller(Box::new(heller::Game::new(c).unwrap()))
            }
        }
    }

    /// The engine's viewer number: a seat, or each engine's spectator.
    pub fn viewer(&self, seat: Option<u8>) -> u8 {
        match (self, seat) {
            (_, Some(p)) => p,
            (Mirror::Heuchel(_), None) => heuchel::View::SPECTATOR,
            (Mirror::Heller(_), None) => heller::state::MAX_PLAYERS,
        }
    }

    pub fn view(&self, seat: Option<u8>) -> Value {
        let v = self.viewer(seat);
        match self {
            Mirror::Heuchel(g) => serde_json::to_value(g.state().view(v)).unwrap(),
            Mirror::Heller(g) => serde_json::to_value(g.state().view(v)).unwrap(),
        }
    }

    /// What the seat may know of the turn, as the server's frame gives it (`turn`).
    pub fn turn(&self, seat: Option<u8>) -> Value {
        let v = self.viewer(seat);
        match self {
            Mirror::Heuchel(g) => serde_json::to_value(g.state().legal_groups_for(v)).unwrap(),
            Mirror::Heller(_) => Value::Null,
        }
    }

    /// The Hint's input the server's frame gives the seat to act (`viewNotation`): heuchel's view
    /// of that seat in notation; null for every other seat, and in heller.
    pub fn view_notation(&self, seat: Option<u8>) -> Value {
        match (self, seat) {
            (Mirror::Heuchel(g), Some(p)) if self.to_act() == Some(p) => json!(g.state().view(p).to_notation()),
            _ => Value::Null,
        }
    }

    pub fn log(&self, seat: Option<u8>) -> Value {
        let v = self.viewer(seat);
        match self {
            Mirror::Heuchel(g) => serde_json::to_value(g.log_for(v, 0)).unwrap(),
            Mirror::Heller(g) => serde_json::to_value(g.log_for(v, 0)).unwrap(),
        }
    }

    pub fn to_act(&self) -> Option<u8> {
        match self {
            Mirror::Heuchel(g) => g.state().to_act(),
            Mirror::Heller(g) => g.state().to_act(),
        }
    }

    pub fn legal(&self) -> Vec<String> {
        match self {
            Mirror::Heuchel(g) => g.state().legal_actions().iter().map(|a| a.to_string()).collect(),
            Mirror::Heller(g) => g.state().legal_actions().iter().map(|a| a.to_string()).collect(),
        }
    }

    pub fn random_action(&self, rng: &mut Rng) -> String {
        let legal = self.legal();
        legal[rng.below(legal.len() as u32) as usize].clone()
    }

    pub fn play(&mut self, action: &str) -> Result<(), String> {
        match self {
            Mirror::Heuchel(g) => {
                g.play(action.parse().map_err(|e| format!("{e}"))?).map(|_| ()).map_err(|e| e.to_string())
            }
            Mirror::Heller(g) => {
                g.play(action.parse().map_err(|e| format!("{e}"))?).map(|_| ()).map_err(|e| e.to_string())
            }
        }
    }

    /// The engine's save of the whole game (its record).
    pub fn save(&self) -> String {
        match self {
            Mirror::Heuchel(g) => g.save(),
            Mirror::Heller(g) => g.save(),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Mirror::Heuchel(g) => g.len(),
            Mirror::Heller(g) => g.len(),
        }
    }
}

/// A SQLite file of this test process named `prefix-name`, none there yet.
pub fn temp_db(prefix: &str, name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("{prefix}-{}-{name}.sqlite", std::process::id()));
    remove_db(&path);
    path
}

/// Removes a SQLite file with its write-ahead log.
pub fn remove_db(path: &Path) {
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
}

/// A site folder of this test process named `prefix`, with an index.html.
pub fn site(prefix: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("{prefix}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>site</title>").unwrap();
    dir
}

/// A minimal HTTP/1.1 request over loopback: the status and the body (JSON when it is).
pub async fn http(addr: SocketAddr, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
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

/// A WebSocket to `/ws` of the server at `addr`.
pub async fn connect(addr: SocketAddr, table: &str, token: &str) -> Result<Socket, String> {
    match tokio_tungstenite::connect_async(format!("ws://{addr}/ws?table={table}&token={token}")).await {
        Ok((socket, _)) => Ok(socket),
        Err(e) => Err(e.to_string()),
    }
}

/// The next text frame as JSON, presence frames (who is connected) passed over; `None` when
/// the connection ends (closed, reset), a panic when none comes in time.
pub async fn recv(socket: &mut Socket) -> Option<Value> {
    recv_within(socket, FRAME_WAIT).await
}

/// As [`recv`], a panic when no frame comes within `wait`.
pub async fn recv_within(socket: &mut Socket, wait: Duration) -> Option<Value> {
    loop {
        let message = tokio::time::timeout(wait, socket.next()).await.expect("a frame in time");
        match message {
            Some(Ok(Message::Text(text))) if is_presence(text.as_str()) => continue,
            Some(Ok(Message::Text(text))) => return Some(serde_json::from_str(text.as_str()).unwrap()),
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return None,
            Some(Ok(other)) => panic!("unexpected message {other:?}"),
        }
    }
}

/// Whether a frame's text is a presence frame (the server writes its type first).
pub fn is_presence(text: &str) -> bool {
    text.starts_with(r#"{"type":"presence""#)
}

/// The next presence frame as JSON (other frames passed over), within `wait`.
pub async fn recv_presence(socket: &mut Socket, wait: Duration) -> Value {
    loop {
        let message = tokio::time::timeout(wait, socket.next()).await.expect("a frame in time");
        match message {
            Some(Ok(Message::Text(text))) if is_presence(text.as_str()) => {
                return serde_json::from_str(text.as_str()).unwrap();
            }
            Some(Ok(_)) => continue,
            Some(Err(e)) => panic!("the socket failed: {e}"),
            None => panic!("the socket ended"),
        }
    }
}

/// Sends a frame; whether the connection took it.
pub async fn send(socket: &mut Socket, frame: Value) -> bool {
    socket.send(Message::Text(frame.to_string().into())).await.is_ok()
}
