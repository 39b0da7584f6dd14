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

use crate::games::{new_game, GameConfig, GameKind, Seat};
use crate::store::{GameRow, Pace, SeatRow};
use crate::table::{App, Refusal, Who};
use crate::token::{hash, new_id, new_token};
use axum::extract::rejection::JsonRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use platform::bot::Level;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;

/// The largest frame a client may send, in bytes; a larger one is refused with `too_large`
/// (the socket itself accepts up to [`SOCKET_LIMIT`], so the refusal can be answered).
pub const MAX_FRAME: usize = 4 * 1024;

/// The largest message the socket reads at all; beyond it the connection is closed.
pub const SOCKET_LIMIT: usize = 64 * 1024;

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let status = match self.code {
            "unknown_table" => StatusCode::NOT_FOUND,
            "unknown_token" | "not_admin" => StatusCode::FORBIDDEN,
            "not_ready" => StatusCode::CONFLICT,
            "internal" => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::BAD_REQUEST,
        };
        (status, Json(json!({"code": self.code, "message": self.message}))).into_response()
    }
}

/// The routes, the static site from `site` behind them.
pub fn router(app: Arc<App>, site: &std::path::Path) -> Router {
    Router::new()
        .route("/api/health", get(health))
        .route("/api/tables", post(create_table))
        .route("/api/tables/{id}", get(lobby))
        .route("/api/tables/{id}/join", post(join))
        .route("/api/tables/{id}/computer", post(computer))
        .route("/api/tables/{id}/start", post(start))
        .route("/ws", get(ws))
        .fallback_service(tower_http::services::ServeDir::new(site))
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
    /// `{"kind":"live"}` (default) or `{"kind":"correspondence","secondsPerMove":86400}`; stored,
    /// not enforced yet.
    #[serde(default = "live")]
    pub pace: Pace,
}

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
    body: Result<Json<CreateTable>, JsonRejection>,
) -> Result<Json<Value>, Refusal> {
    let Json(body) = body.map_err(|e| bad(e.body_text()))?;
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
        seed: crate::token::random_u64(),
    };
    new_game(&config).map_err(|e| bad(e.0))?;
    if let Pace::Correspondence { seconds_per_move: 0 } = body.pace {
        return Err(bad("secondsPerMove must be at least 1"));
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

/// A move as a client sends it: the version it saw and the action's notation.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveFrame {
    /// The version the client saw (the number of moves played).
    pub version: u64,
    /// The action in the game's notation.
    pub action: String,
}

async fn ws(State(app): State<Arc<App>>, Query(q): Query<WsQuery>, upgrade: WebSocketUpgrade) -> Response {
    upgrade
        .max_message_size(SOCKET_LIMIT)
        .max_frame_size(SOCKET_LIMIT)
        .on_upgrade(move |socket| session(app, q, socket))
}

/// One socket's life: authenticate the token (else an error frame and close), send the state
/// frame, then read moves and forward the table's frames until either side closes.
pub async fn session(app: Arc<App>, q: WsQuery, mut socket: WebSocket) {
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
    let seat = who.seat();
    let (conn, mut rx) = app.connect(&table, seat).await;
    // A computer to act whose instance stopped (several instances): this one takes it over.
    app.drive(table.clone()).await;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text.as_str().to_owned(),
                    Some(Ok(Message::Binary(bytes))) => {
                        let e = if bytes.len() > MAX_FRAME { too_large() } else { Refusal::new("malformed", "frames are JSON text") };
                        if socket.send(Message::Text(e.frame().into())).await.is_err() { break }
                        continue;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                };
                if let Err(e) = handle(&app, &table, seat, &text).await {
                    if socket.send(Message::Text(e.frame().into())).await.is_err() { break }
                }
            }
            outgoing = rx.recv() => match outgoing {
                Some(frame) => if socket.send(Message::Text(frame.into())).await.is_err() { break },
                None => break,
            },
        }
    }
    app.disconnect(&table, conn).await;
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
    app.apply(table, p, frame.version, &frame.action).await?;
    app.drive(table.clone()).await;
    Ok(())
}
