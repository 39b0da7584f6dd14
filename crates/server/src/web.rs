//! The HTTP API (`/api`) and the WebSocket (`/ws`).
//!
//! * `GET /api/health`: `{"ok":true,"version":…,"games":[…]}`.
//! * `POST /api/tables`: creates a table (see [`CreateTable`]); answers its id, the creator's
//!   admin token, the spectator token and one invitation token and link per human seat. The
//!   creator is not a seat: to play, he joins a seat with that seat's token like anyone.
//! * `POST /api/tables/{id}/join` `{"token","name"}`: a seat's token takes its seat.
//! * `POST /api/tables/{id}/computer` `{"token","seat","level"}`: the admin gives an empty seat
//!   to a computer.
//! * `POST /api/tables/{id}/start` `{"token"}`: the admin starts the game once every human seat
//!   has joined.
//! * `GET /api/tables/{id}?token=T`: the lobby (seats, names, who is connected, status), with any
//!   token of the table.
//! * `GET /ws?table=ID&token=T`: the game (see [`session`]).
//!
//! Errors are `{"code":…,"message":…}` with a 4xx status over HTTP, and
//! `{"type":"error","code":…,"message":…}` frames over the WebSocket.
//!
//! Abuse is bounded by [`Limits`] (the server's flags): tables created per client address per
//! minute (429 `rate_limited`), sockets per token of a table (`too_many_sockets`, then closed),
//! messages per second per socket (`rate_limited` frames; the excess is not processed), a bounded
//! send queue per socket (a reader that falls behind is closed) and the upgrade's `Origin`
//! (403 `forbidden_origin`).

use crate::games::{new_game, GameConfig, GameKind, Seat};
use crate::store::{GameRow, Pace, SeatRow};
use crate::table::{App, Refusal, Who};
use crate::token::{hash, new_id, new_token};
use axum::extract::rejection::JsonRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, FromRequestParts, Path, Query, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Extension;
use axum::{Json, Router};
use futures_util::{SinkExt, StreamExt};
use platform::bot::Level;
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// The largest frame a client may send, in bytes; a larger one is refused with `too_large`
/// (the socket itself accepts up to [`SOCKET_LIMIT`], so the refusal can be answered).
pub const MAX_FRAME: usize = 4 * 1024;

/// The largest message the socket reads at all; beyond it the connection is closed.
pub const SOCKET_LIMIT: usize = 64 * 1024;

/// The read buffer of a socket (it grows for a larger message, up to [`SOCKET_LIMIT`]).
pub const READ_BUFFER: usize = 8 * 1024;

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let status = match self.code {
            "unknown_table" => StatusCode::NOT_FOUND,
            "unknown_token" | "not_admin" => StatusCode::FORBIDDEN,
            "not_ready" => StatusCode::CONFLICT,
            "rate_limited" => StatusCode::TOO_MANY_REQUESTS,
            "forbidden_origin" => StatusCode::FORBIDDEN,
            "internal" => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::BAD_REQUEST,
        };
        (status, Json(json!({"code": self.code, "message": self.message}))).into_response()
    }
}

/// The limits on what one client may ask of the server (the server's flags).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Tables one client address may create per minute (`POST /api/tables`, valid or not);
    /// 0: no limit.
    pub tables_per_minute: u32,
    /// Sockets open at once with one token of a table (a seat's, the spectator's, the admin's).
    pub sockets_per_seat: usize,
    /// Messages per second one socket may send (a burst of as many is allowed); the excess is
    /// answered `rate_limited` and not processed.
    pub messages_per_second: u32,
    /// Frames waiting to be written to one socket; a reader that lets more pile up is closed.
    pub send_queue: usize,
    /// Origins allowed to open a WebSocket besides the request's own host (`https://example.org`).
    pub allow_origins: Vec<String>,
    /// Tests and benchmarks only: `POST /api/tables` may fix the table's `seed`.
    pub allow_seed: bool,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            tables_per_minute: 20,
            sockets_per_seat: 4,
            messages_per_second: 20,
            send_queue: 64,
            allow_origins: Vec::new(),
            allow_seed: false,
        }
    }
}

/// The limits and the counters that enforce them.
#[derive(Debug)]
pub struct Guard {
    limits: Limits,
    /// Per client address: the start of its current minute and the tables asked for in it.
    creations: Mutex<HashMap<IpAddr, (Instant, u32)>>,
    /// Sockets open per (table, token's role).
    sockets: Mutex<HashMap<(String, String), usize>>,
}

impl Guard {
    /// The counters for `limits`.
    pub fn new(limits: Limits) -> Arc<Guard> {
        Arc::new(Guard { limits, creations: Mutex::default(), sockets: Mutex::default() })
    }

    /// Counts a table creation by `addr`; whether it is within the limit.
    fn may_create(&self, addr: IpAddr) -> bool {
        let limit = self.limits.tables_per_minute;
        if limit == 0 {
            return true;
        }
        let now = Instant::now();
        let mut creations = self.creations.lock().unwrap_or_else(|e| e.into_inner());
        if creations.len() > 10_000 {
            creations.retain(|_, (start, _)| now.duration_since(*start) < Duration::from_secs(60));
        }
        let entry = creations.entry(addr).or_insert((now, 0));
        if now.duration_since(entry.0) >= Duration::from_secs(60) {
            *entry = (now, 0);
        }
        entry.1 = entry.1.saturating_add(1);
        entry.1 <= limit
    }

    /// Takes one of the socket places of `who` at `table`, given back when the slot is dropped.
    fn enter(self: &Arc<Guard>, table: &str, who: Who) -> Option<SocketSlot> {
        let key = (table.to_string(), format!("{who:?}"));
        let mut sockets = self.sockets.lock().unwrap_or_else(|e| e.into_inner());
        let open = sockets.entry(key.clone()).or_insert(0);
        if *open >= self.limits.sockets_per_seat {
            return None;
        }
        *open += 1;
        Some(SocketSlot { guard: self.clone(), key })
    }
}

/// A socket's place among those of its token; given back on drop.
struct SocketSlot {
    guard: Arc<Guard>,
    key: (String, String),
}

impl Drop for SocketSlot {
    fn drop(&mut self) {
        let mut sockets = self.guard.sockets.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(open) = sockets.get_mut(&self.key) {
            *open -= 1;
            if *open == 0 {
                sockets.remove(&self.key);
            }
        }
    }
}

/// The client's address when the server knows it (served with connect info), for the limits.
struct ClientAddr(IpAddr);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ClientAddr, Self::Rejection> {
        let addr = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        Ok(ClientAddr(addr.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))))
    }
}

/// Whether a WebSocket upgrade may go on: no `Origin` (not a browser), the request's own host,
/// or an origin allowed by the flags.
fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else { return true };
    let Ok(origin) = origin.to_str() else { return false };
    let origin = origin.trim_end_matches('/');
    if allowed.iter().any(|a| a.trim_end_matches('/').eq_ignore_ascii_case(origin)) {
        return true;
    }
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    match (origin.split_once("://"), host) {
        (Some((_, origin_host)), Some(host)) => origin_host.eq_ignore_ascii_case(host),
        _ => false,
    }
}

/// The routes with the default [`Limits`], the static site from `site` behind them.
pub fn router(app: Arc<App>, site: &std::path::Path) -> Router {
    router_with(app, site, Limits::default())
}

/// The routes with `limits`, the static site from `site` behind them.
pub fn router_with(app: Arc<App>, site: &std::path::Path, limits: Limits) -> Router {
    Router::new()
        .route("/api/health", get(health))
        .route("/api/tables", post(create_table))
        .route("/api/tables/{id}", get(lobby))
        .route("/api/tables/{id}/join", post(join))
        .route("/api/tables/{id}/computer", post(computer))
        .route("/api/tables/{id}/start", post(start))
        .route("/ws", get(ws))
        .fallback_service(tower_http::services::ServeDir::new(site))
        .layer(Extension(Guard::new(limits)))
        .with_state(app)
}

async fn health() -> Json<Value> {
    Json(json!({
        "ok": true,
        "version": env!("CARGO_PKG_VERSION"),
        "games": [
            {"game": GameKind::Heuchel, "players": [3, 6], "variants": ["base", "dice"]},
            {"game": GameKind::Heller, "players": [2, 4], "variants": ["standard", "openEnded"], "noLuck": true},
        ],
    }))
}

/// A seat a computer takes when the table is created.
#[derive(Debug, Deserialize)]
pub struct ComputerSeat {
    /// The seat, 0-based.
    pub seat: u8,
    /// `easy`, `medium`, `hard` or `expert`.
    pub level: String,
}

/// The body of `POST /api/tables`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreateTable {
    /// `heuchel` or `heller`.
    pub game: GameKind,
    /// heuchel `base` (default) or `dice`; heller `standard` (default) or `openEnded`.
    #[serde(default)]
    pub variant: String,
    /// Heller's game without luck.
    #[serde(default)]
    pub no_luck: bool,
    /// The number of seats.
    pub players: u8,
    /// The seats computers take from the start.
    #[serde(default)]
    pub computers: Vec<ComputerSeat>,
    /// `{"kind":"live"}` (default) or
    /// `{"kind":"correspondence","secondsPerMove":86400,"onTimeout":"computer"}` (`"wait"`, the
    /// default, lets the table wait for a person whose time is up).
    #[serde(default = "live")]
    pub pace: Pace,
    /// With two or more people: they agree that a move may be taken back, each take-back with
    /// the other people's consent asked over the table (one person against computers always
    /// may).
    #[serde(default)]
    pub take_back: bool,
    /// Tests and benchmarks only: the table's seed, refused unless the server runs with
    /// `--allow-seed` (a known seed reveals every hidden card).
    #[serde(default)]
    pub seed: Option<u64>,
}

/// The longest time a correspondence move may be given: 30 days.
pub const MAX_SECONDS_PER_MOVE: u64 = 30 * 24 * 3600;

fn live() -> Pace {
    Pace::Live
}

fn bad(message: impl Into<String>) -> Refusal {
    Refusal::new("bad_request", message)
}

fn level_of(name: &str) -> Result<Level, Refusal> {
    name.parse::<Level>().map_err(|e| bad(e.to_string()))
}

/// The site's page of a game, for invitation links.
fn page(game: GameKind) -> &'static str {
    match game {
        GameKind::Heuchel => "/index.html",
        GameKind::Heller => "/heller.html",
    }
}

async fn create_table(
    State(app): State<Arc<App>>,
    Extension(guard): Extension<Arc<Guard>>,
    ClientAddr(addr): ClientAddr,
    body: Result<Json<CreateTable>, JsonRejection>,
) -> Result<Json<Value>, Refusal> {
    if !guard.may_create(addr) {
        let limit = guard.limits.tables_per_minute;
        return Err(Refusal::new("rate_limited", format!("at most {limit} tables a minute from one address")));
    }
    let Json(body) = body.map_err(|e| bad(e.body_text()))?;
    if body.seed.is_some() && !guard.limits.allow_seed {
        return Err(bad("seed is accepted only by a server started with --allow-seed (tests and benchmarks)"));
    }
    let mut variant = body.variant.clone();
    if variant.is_empty() {
        variant = match body.game {
            GameKind::Heuchel => "base".into(),
            GameKind::Heller => "standard".into(),
        };
    }
    let config = GameConfig {
        game: body.game,
        players: body.players,
        variant,
        no_luck: body.no_luck,
        take_back: body.take_back,
        seed: body.seed.unwrap_or_else(crate::token::random_u64),
    };
    new_game(&config).map_err(|e| bad(e.0))?;
    if let Pace::Correspondence { seconds_per_move, .. } = body.pace {
        if !(1..=MAX_SECONDS_PER_MOVE).contains(&seconds_per_move) {
            return Err(bad(format!("secondsPerMove must be from 1 to {MAX_SECONDS_PER_MOVE} (30 days)")));
        }
    }
    let mut levels: Vec<Option<Level>> = vec![None; usize::from(body.players)];
    for c in &body.computers {
        let slot = levels.get_mut(usize::from(c.seat)).ok_or_else(|| bad(format!("no seat {}", c.seat)))?;
        if slot.is_some() {
            return Err(bad(format!("seat {} is given twice", c.seat)));
        }
        *slot = Some(level_of(&c.level)?);
    }
    let id = new_id();
    let (admin, spectator) = (new_token(), new_token());
    let mut seats = Vec::new();
    let mut invitations = Vec::new();
    for (i, level) in levels.iter().enumerate() {
        let seat = i as u8;
        let token = level.is_none().then(new_token);
        if let Some(t) = &token {
            let link = format!("{}?table={id}&token={t}", page(config.game));
            invitations.push(json!({"seat": seat, "token": t, "link": link}));
        }
        seats.push(SeatRow {
            seat,
            token_hash: token.as_deref().map(hash),
            name: None,
            level: level.map(|l| l.name().to_string()),
        });
    }
    let game = config.game;
    let row = GameRow {
        id: id.clone(),
        config,
        pace: body.pace,
        status: "lobby".into(),
        version: 0,
        admin_hash: hash(&admin),
        spectator_hash: hash(&spectator),
        seats,
        turn_since: None,
        stand_ins: Vec::new(),
        request: None,
    };
    app.create(row).await?;
    Ok(Json(json!({
        "id": id,
        "adminToken": admin,
        "spectatorToken": spectator,
        "spectatorLink": format!("{}?table={id}&token={spectator}", page(game)),
        "seats": invitations,
    })))
}

/// A token in a query string.
#[derive(Debug, Deserialize)]
pub struct TokenQuery {
    /// The token.
    pub token: String,
}

async fn who(app: &App, id: &str, token: &str) -> Result<(Arc<crate::table::Table>, Who), Refusal> {
    let table = app.table(id).await?;
    let who = table
        .live
        .lock()
        .await
        .who(token)
        .ok_or_else(|| Refusal::new("unknown_token", "no such token at this table"))?;
    Ok((table, who))
}

async fn lobby(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    Query(q): Query<TokenQuery>,
) -> Result<Json<Value>, Refusal> {
    let (table, who) = who(&app, &id, &q.token).await?;
    let json = table.live.lock().await.lobby_json(who);
    Ok(Json(json))
}

/// The body of `POST /api/tables/{id}/join`.
#[derive(Debug, Deserialize)]
pub struct JoinBody {
    /// The seat's invitation token.
    pub token: String,
    /// The player's name, 1 to 40 characters.
    pub name: String,
}

async fn join(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    body: Result<Json<JoinBody>, JsonRejection>,
) -> Result<Json<Value>, Refusal> {
    let Json(body) = body.map_err(|e| bad(e.body_text()))?;
    let (table, who) = who(&app, &id, &body.token).await?;
    let Who::Seat(seat) = who else { return Err(bad("only a seat's token joins")) };
    let name = body.name.trim();
    if name.is_empty() || name.chars().count() > 40 || name.chars().any(char::is_control) {
        return Err(bad("a name is 1 to 40 characters"));
    }
    app.join(&table, seat, name).await?;
    Ok(Json(json!({"seat": seat, "name": name})))
}

/// The body of `POST /api/tables/{id}/computer`.
#[derive(Debug, Deserialize)]
pub struct ComputerBody {
    /// The admin token.
    pub token: String,
    /// The empty seat.
    pub seat: u8,
    /// The computer's level.
    pub level: String,
}

async fn computer(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    body: Result<Json<ComputerBody>, JsonRejection>,
) -> Result<Json<Value>, Refusal> {
    let Json(body) = body.map_err(|e| bad(e.body_text()))?;
    let (table, who) = who(&app, &id, &body.token).await?;
    if who != Who::Admin {
        return Err(Refusal::new("not_admin", "only the creator gives seats to computers"));
    }
    let level = level_of(&body.level)?;
    app.give_to_computer(&table, body.seat, level).await?;
    Ok(Json(json!({"seat": body.seat, "level": level.name()})))
}

async fn start(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    body: Result<Json<TokenQuery>, JsonRejection>,
) -> Result<Json<Value>, Refusal> {
    let Json(body) = body.map_err(|e| bad(e.body_text()))?;
    let (table, who) = who(&app, &id, &body.token).await?;
    if who != Who::Admin {
        return Err(Refusal::new("not_admin", "only the creator starts the game"));
    }
    app.start(table).await?;
    Ok(Json(json!({"status": "playing"})))
}

/// The WebSocket's query: `?table=ID&token=T`.
#[derive(Debug, Deserialize)]
pub struct WsQuery {
    /// The table's id.
    pub table: String,
    /// A token of that table.
    pub token: String,
}

/// What a client sends: the version it saw, and either an action or an answer about taking
/// back.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct MoveFrame {
    /// The version the client saw (the number of records stored).
    pub version: u64,
    /// The action in the game's notation.
    #[serde(default)]
    pub action: Option<String>,
    /// `true`: ask to take back one's last action, or agree to the take-back another person
    /// asked for; `false`: decline it, or withdraw one's own.
    #[serde(default)]
    pub take_back: Option<bool>,
}

async fn ws(
    State(app): State<Arc<App>>,
    Extension(guard): Extension<Arc<Guard>>,
    headers: HeaderMap,
    Query(q): Query<WsQuery>,
    upgrade: WebSocketUpgrade,
) -> Response {
    if !origin_allowed(&headers, &guard.limits.allow_origins) {
        return Refusal::new("forbidden_origin", "this origin may not open a socket here (see --allow-origin)")
            .into_response();
    }
    upgrade
        .max_message_size(SOCKET_LIMIT)
        .max_frame_size(SOCKET_LIMIT)
        // The socket library's buffers are 128 KiB each by default, allocated per socket: 2,000
        // sockets held 290 MB. Moves are at most 4 KiB; frames are written one by one by the
        // writer task behind its own bounded queue.
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .on_upgrade(move |socket| session(app, guard, q, socket))
}

/// A token bucket: `rate` messages a second, bursts of as many.
struct Bucket {
    rate: f64,
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn new(rate: u32) -> Bucket {
        let rate = f64::from(rate.max(1));
        Bucket { rate, tokens: rate, at: Instant::now() }
    }

    /// Whether one more message is allowed now.
    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.at).as_secs_f64() * self.rate).min(self.rate);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// One socket's life: authenticate the token (else an error frame and close), take one of the
/// token's socket places (else an error frame and close), send the state frame, then read moves
/// and forward the table's frames until either side closes. Frames are written by a task of
/// their own through a queue of at most `send_queue` frames: a reader that lets it fill up is
/// closed, so a slow reader holds at most that much of the server's memory.
pub async fn session(app: Arc<App>, guard: Arc<Guard>, q: WsQuery, mut socket: WebSocket) {
    let authenticated = match who(&app, &q.table, &q.token).await {
        Ok(found) => Ok(found),
        Err(e) if e.code == "unknown_table" => Err(Refusal::new("unknown_token", "no such token at this table")),
        Err(e) => Err(e),
    };
    let (table, who) = match authenticated {
        Ok(found) => found,
        Err(e) => {
            let _ = socket.send(Message::Text(e.frame().into())).await;
            let _ = socket.send(Message::Close(None)).await;
            return;
        }
    };
    let Some(_slot) = guard.enter(&table.id, who) else {
        let n = guard.limits.sockets_per_seat;
        let e = Refusal::new("too_many_sockets", format!("at most {n} sockets at once with one token"));
        let _ = socket.send(Message::Text(e.frame().into())).await;
        let _ = socket.send(Message::Close(None)).await;
        return;
    };
    let seat = who.seat();
    let (mut sink, mut stream) = socket.split();
    let (out, mut queued) = mpsc::channel::<Message>(guard.limits.send_queue.max(1));
    let mut writer = tokio::spawn(async move {
        while let Some(message) = queued.recv().await {
            if sink.send(message).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    // A full queue: the reader is too slow (or gone); the socket is closed.
    let send = |frame: String| out.try_send(Message::Text(frame.into())).is_ok();
    let (conn, mut rx) = app.connect(&table, seat).await;
    // A computer to act whose instance stopped (several instances): this one takes it over.
    app.drive(table.clone()).await;
    let mut bucket = Bucket::new(guard.limits.messages_per_second);
    let mut slow = false;
    loop {
        tokio::select! {
            incoming = stream.next() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => Ok(text),
                    Some(Ok(Message::Binary(bytes))) => Err(bytes.len()),
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                };
                let refusal = if !bucket.take() {
                    let n = guard.limits.messages_per_second;
                    Some(Refusal::new("rate_limited", format!("at most {n} messages a second: this one was not read")))
                } else {
                    match text {
                        Ok(text) => handle(&app, &table, seat, text.as_str()).await.err(),
                        Err(len) if len > MAX_FRAME => Some(too_large()),
                        Err(_) => Some(Refusal::new("malformed", "frames are JSON text")),
                    }
                };
                if let Some(e) = refusal {
                    if !send(e.frame()) { slow = true; break }
                }
            }
            outgoing = rx.recv() => match outgoing {
                Some(frame) => if !send(frame) { slow = true; break },
                None => break,
            },
        }
    }
    app.disconnect(&table, conn).await;
    drop(out);
    // A writer stuck on a full socket is dropped, which closes the connection; otherwise the
    // frames queued are written first.
    if slow || tokio::time::timeout(Duration::from_secs(5), &mut writer).await.is_err() {
        writer.abort();
    }
}

fn too_large() -> Refusal {
    Refusal::new("too_large", format!("a frame is at most {MAX_FRAME} bytes"))
}

async fn handle(app: &Arc<App>, table: &Arc<crate::table::Table>, seat: Seat, text: &str) -> Result<(), Refusal> {
    if text.len() > MAX_FRAME {
        return Err(too_large());
    }
    let frame: MoveFrame = serde_json::from_str(text).map_err(|e| Refusal::new("malformed", e.to_string()))?;
    let Seat::Player(p) = seat else { return Err(Refusal::new("spectator", "a spectator does not play")) };
    match (frame.action, frame.take_back) {
        (Some(action), None) => app.apply(table, p, frame.version, &action, crate::table::MoveBy::Seat).await?,
        (None, Some(agree)) => app.take_back(table, p, frame.version, agree).await?,
        _ => return Err(Refusal::new("malformed", "a frame carries either \"action\" or \"takeBack\"")),
    }
    app.drive(table.clone()).await;
    Ok(())
}
