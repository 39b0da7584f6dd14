//! A table in memory: its stored row, its game rebuilt from the stored moves, and the sockets
//! connected to it. Every change goes through the store first ([`App::apply`]); the memory is a
//! cache that a restart rebuilds from the database.

use crate::games::{new_game, take_back_allowed, Seat, TableGame};
use crate::notify::Moved;
use crate::store::{now, GameRow, OnTimeout, Pace, SeatRow, Store, StoreError, Stored};
use crate::token::hash;
use platform::bot::Level;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use tokio::sync::{mpsc, Mutex};

/// Who a token belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// The table's creator: may give seats to computers and start the game; watches as a
    /// spectator over the WebSocket.
    Admin,
    /// A seat's invitation token.
    Seat(u8),
    /// The spectator token.
    Spectator,
}

impl Who {
    /// The seat whose view this token is shown.
    pub const fn seat(self) -> Seat {
        match self {
            Who::Seat(p) => Seat::Player(p),
            Who::Admin | Who::Spectator => Seat::Spectator,
        }
    }
}

/// Why a request or a frame is refused: a short code and a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The code: `malformed`, `too_large`, `unknown_table`, `unknown_token`, `not_your_turn`,
    /// `stale_version`, `bad_action`, `illegal_action`, `spectator`, `not_started`,
    /// `game_over`, `not_admin`, `bad_request`, `not_ready`, `no_take_back`, `take_back_refused`,
    /// `no_request`, `internal`.
    pub code: &'static str,
    /// What went wrong, for people.
    pub message: String,
}

impl Refusal {
    /// A refusal with its code and message.
    pub fn new(code: &'static str, message: impl Into<String>) -> Refusal {
        Refusal { code, message: message.into() }
    }

    /// The error frame sent over a WebSocket: `{"type":"error","code":…,"message":…}`.
    pub fn frame(&self) -> String {
        json!({"type": "error", "code": self.code, "message": self.message}).to_string()
    }
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        match e {
            StoreError::Stale => Refusal::new("stale_version", "another move was stored first"),
            StoreError::NotFound => Refusal::new("unknown_table", "no such table"),
            e => Refusal::new("internal", e.to_string()),
        }
    }
}

struct Conn {
    id: u64,
    seat: Seat,
    tx: mpsc::UnboundedSender<String>,
}

/// A take-back asked for at a table, stored on its row until the next record: `seat` asked to
/// return to the game's first `to` actions; the people who agreed so far (the asker first); the
/// person who declined, if one did (the request then stays to be read, no longer pending).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    /// Who asked.
    pub seat: u8,
    /// How many of the game's actions it keeps.
    pub to: u64,
    /// Who agreed, the asker first.
    pub agreed: Vec<u8>,
    /// Who declined.
    #[serde(default)]
    pub declined_by: Option<u8>,
}

/// A table's state in memory.
pub struct Live {
    /// The stored row (kept equal to the database).
    pub row: GameRow,
    game: Box<dyn TableGame>,
    /// The version each of the game's actions was stored at (after a take-back they are fewer
    /// than the records).
    played: Vec<u64>,
    conns: Vec<Conn>,
    driving: bool,
    /// The version whose correspondence clock is being watched here ([`App::watch_clock`]).
    clock: Option<u64>,
    /// When a socket last came or went, or a move was played here (for [`App::evict_idle`]).
    touched: std::time::Instant,
}

/// One table, shared by its sockets, its HTTP requests and its computer players.
pub struct Table {
    /// The table's id.
    pub id: String,
    /// Its state; held across the database write of a move, so moves are applied one at a time.
    pub live: Mutex<Live>,
}

impl Live {
    /// Who `token` belongs to at this table.
    pub fn who(&self, token: &str) -> Option<Who> {
        let h = hash(token);
        if h == self.row.admin_hash {
            return Some(Who::Admin);
        }
        if h == self.row.spectator_hash {
            return Some(Who::Spectator);
        }
        self.row.seats.iter().find(|s| s.token_hash.as_deref() == Some(h.as_str())).map(|s| Who::Seat(s.seat))
    }

    /// The seats as the lobby shows them.
    pub fn seats_json(&self) -> Value {
        let seats: Vec<Value> = self
            .row
            .seats
            .iter()
            .map(|s| {
                let connected = self.conns.iter().filter(|c| c.seat == Seat::Player(s.seat)).count();
                json!({
                    "seat": s.seat,
                    "kind": if s.level.is_some() { "computer" } else { "human" },
                    "level": s.level,
                    "name": s.name,
                    "joined": s.level.is_some() || s.name.is_some(),
                    "connected": connected > 0,
                })
            })
            .collect();
        Value::Array(seats)
    }

    /// Which seats have a socket here (their `connected`), for telling the others when it changes.
    fn presence(&self) -> Vec<bool> {
        self.row.seats.iter().map(|s| self.conns.iter().any(|c| c.seat == Seat::Player(s.seat))).collect()
    }

    /// Tells every socket but `except` the seats' connections (a seat's first socket came or its
    /// last went): `{"type":"presence","seats":[…],"spectators":n}`, the seats as a state frame
    /// lists them. Only the sockets of this instance count (as in the lobby).
    fn tell_presence(&mut self, except: Option<u64>) {
        let spectators = self.conns.iter().filter(|c| c.seat == Seat::Spectator).count();
        let frame = format!(r#"{{"type":"presence","seats":{},"spectators":{spectators}}}"#, self.seats_json());
        self.conns.retain(|c| Some(c.id) == except || c.tx.send(frame.clone()).is_ok());
    }

    /// The lobby state: what `GET /api/tables/{id}` answers.
    pub fn lobby_json(&self, who: Who) -> Value {
        let you = match who {
            Who::Admin => json!({"role": "admin"}),
            Who::Seat(p) => json!({"role": "seat", "seat": p}),
            Who::Spectator => json!({"role": "spectator"}),
        };
        json!({
            "id": self.row.id,
            "game": self.row.config.game,
            "variant": self.row.config.variant,
            "noLuck": self.row.config.no_luck,
            "players": self.row.config.players,
            "pace": self.row.pace,
            // Whether the people agreed that a move may be taken back (with their consent).
            "takeBack": self.row.config.take_back,
            "status": self.row.status,
            "version": self.row.version,
            "toAct": self.to_act(),
            "spectators": self.conns.iter().filter(|c| c.seat == Seat::Spectator).count(),
            "seats": self.seats_json(),
            "you": you,
        })
    }

    /// The correspondence clock of the turn being played: when it began and when its time runs
    /// out (milliseconds since 1970, as a page's `Date` counts), and what happens then; null
    /// for a live table and when nobody is to act.
    fn clock_json(&self) -> Value {
        let Pace::Correspondence { seconds_per_move, on_timeout } = self.row.pace else { return Value::Null };
        match (self.to_act(), self.row.turn_since) {
            (Some(_), Some(since)) => json!({
                "since": since * 1000,
                "deadline": (since + seconds_per_move as i64) * 1000,
                "onTimeout": on_timeout,
            }),
            _ => Value::Null,
        }
    }

    fn to_act(&self) -> Option<u8> {
        if self.row.status == "playing" {
            self.game.to_act()
        } else {
            None
        }
    }

    /// The engine's legal actions for `seat` when it is that seat's turn in a game being played
    /// (notation strings), else empty: a client offers these and computes no rule.
    fn legal_for(&self, seat: Seat) -> Vec<String> {
        match seat.player() {
            Some(p) if self.to_act() == Some(p) => self.game.legal(),
            _ => Vec::new(),
        }
    }

    /// The Hint's input for `seat` when it is to act ([`TableGame::view_notation`] of the seat
    /// `shown`, which is `seat` but in the deliberately leaky build), else none.
    fn hint_input(&self, seat: Seat, shown: Seat) -> Option<String> {
        match seat.player() {
            Some(p) if self.to_act() == Some(p) => self.game.view_notation(shown),
            _ => None,
        }
    }

    /// The state frame for `seat`: the version, that seat's view and log (none in the lobby),
    /// whose turn, its legal actions when it is to act, the outcome once over, and the seats.
    pub fn state_frame(&self, seat: Seat) -> String {
        // The deliberately leaky build (tests only) shows everyone seat 0's view and log.
        let shown = if cfg!(feature = "leak-full-view") { Seat::Player(0) } else { seat };
        let started = self.row.status != "lobby";
        let mut frame = json!({
            "type": "state",
            "table": self.row.id,
            "version": self.row.version,
            "status": self.row.status,
            "seat": seat.player(),
            "toAct": self.to_act(),
            "legal": self.legal_for(seat),
            // The board's groups of the turn for this seat (the game's page draws from them).
            "turn": if started { self.game.turn_json(seat) } else { Value::Null },
            // What the page's worker is given for the Hint (the seat to act's own view in the
            // game's notation, where its computer players read that), else null.
            "viewNotation": self.hint_input(seat, shown),
            "outcome": self.game.outcome(),
            "seats": self.seats_json(),
            "clock": self.clock_json(),
            // The moves the stand-in played for a person out of time (the log marks them), by
            // their index in the game (a take-back may have made it shorter than the records).
            "standIns": self.played.iter().enumerate().filter(|(_, v)| self.row.stand_ins.contains(v)).map(|(i, _)| i).collect::<Vec<_>>(),
            // The take-back asked for at the table (every seat reads it), and whether this seat
            // may ask for one (and to where, or why not).
            "takeBack": self.take_back_json(),
            "canTakeBack": self.can_take_back_json(seat),
            // The game's record once it is over (its hidden cards are no secret any more).
            "record": (self.row.status == "over").then(|| self.game.record()),
        })
        .to_string();
        // The view and the log are written as text straight from the engine's types and put in
        // before the closing brace (a `Value` of them cost most of a move under load).
        let (view, log) = if started { self.game.view_log_text(shown) } else { ("null".into(), "null".into()) };
        frame.pop();
        for (key, text) in [("view", view), ("log", log)] {
            frame.push_str(&format!(",\"{key}\":"));
            frame.push_str(&text);
        }
        frame.push('}');
        frame
    }

    /// Sends every connected socket its own state frame (and forgets closed ones).
    pub fn broadcast(&mut self) {
        let frames: Vec<String> = self.conns.iter().map(|c| self.state_frame(c.seat)).collect();
        let mut i = 0;
        self.conns.retain(|c| {
            let ok = c.tx.send(frames[i].clone()).is_ok();
            i += 1;
            ok
        });
    }

    /// Brings this copy up to `row` as stored now, replaying `moves` (those stored after this
    /// copy's version): every socket gets the frame of each move in turn, and one more for a
    /// change of the seats or the status. Whether anything changed.
    fn catch_up(&mut self, row: GameRow, moves: Vec<Stored>) -> Result<bool, Refusal> {
        let mut changed = !moves.is_empty();
        let started = self.row.status == "lobby" && row.status != "lobby";
        if started || row.seats != self.row.seats {
            // The lobby's change (or the start) first: its frame comes before the first move's.
            self.row.seats.clone_from(&row.seats);
            if started {
                self.row.status = "playing".to_string();
            }
            self.broadcast();
            changed = true;
        }
        // The stand-in's moves among those caught up with are marked in their frames.
        self.row.stand_ins.clone_from(&row.stand_ins);
        for record in &moves {
            self.replay(record)?;
            self.broadcast();
        }
        let lobby_changed =
            row.status != self.row.status || row.seats != self.row.seats || row.request != self.row.request;
        self.row = row;
        if lobby_changed {
            self.broadcast();
        }
        Ok(changed || lobby_changed)
    }

    /// Plays a record that was stored (by this instance or another) on the copy here, the next
    /// version's: a move, or a take-back; the version and the status follow; the copy is
    /// unchanged if it does not play.
    fn replay(&mut self, record: &Stored) -> Result<(), Refusal> {
        let i = self.row.version;
        play_record(&mut self.game, &mut self.played, i, record)?;
        self.row.version += 1;
        self.row.request = None;
        self.row.status = if self.game.to_act().is_none() { "over" } else { "playing" }.to_string();
        Ok(())
    }

    /// Whether a client's word at `version` is about the game being played now: refused with
    /// `not_started`, `game_over` or `stale_version` otherwise.
    fn check_current(&self, version: u64) -> Result<(), Refusal> {
        match self.row.status.as_str() {
            "lobby" => return Err(Refusal::new("not_started", "the game has not started")),
            "over" => return Err(Refusal::new("game_over", "the game is over")),
            _ => {}
        }
        if version != self.row.version {
            let now = self.row.version;
            return Err(Refusal::new("stale_version", format!("version {version} is not the current version {now}")));
        }
        Ok(())
    }

    /// The take-back being asked for, if one is (stored, and declined by nobody).
    fn pending(&self) -> Option<Request> {
        self.request().filter(|r| r.declined_by.is_none())
    }

    /// The take-back asked for last, pending or declined.
    fn request(&self) -> Option<Request> {
        self.row.request.as_deref().and_then(|text| serde_json::from_str(text).ok())
    }

    /// The people's seats.
    fn people(&self) -> Vec<u8> {
        self.row.seats.iter().filter(|s| s.level.is_none()).map(|s| s.seat).collect()
    }

    /// Where a take-back of `seat`'s would return to, as at one screen
    /// (`www/platform/game/take-back.js`): `None` when it is not offered (not a person, the
    /// table did not agree to taking back, nothing of his to take back, the game not being
    /// played), else the number of actions kept, or why it is refused: another person has
    /// played since (`othersPlayed`, whose), or something hidden from him was shown to him since
    /// (the engine's reason).
    fn take_back_point(&self, seat: u8) -> Option<Result<u64, (&'static str, Option<u8>)>> {
        let people = self.people();
        if self.row.status != "playing"
            || !people.contains(&seat)
            || !take_back_allowed(people.len(), self.row.config.take_back)
        {
            return None;
        }
        let actors = self.game.actors();
        let index = actors.iter().rposition(|&a| a == seat)?;
        if let Some(&other) = actors[index + 1..].iter().find(|&&a| a != seat && people.contains(&a)) {
            return Some(Err(("othersPlayed", Some(other))));
        }
        Some(match self.game.shown_since(seat, index) {
            Some(reason) => Err(reason),
            None => Ok(index as u64),
        })
    }

    /// The frame's `canTakeBack` for `seat`: null when not offered, `{"to":k}`, or
    /// `{"to":null,"refused":reason,"player":whose}`.
    fn can_take_back_json(&self, seat: Seat) -> Value {
        match seat.player().and_then(|p| self.take_back_point(p)) {
            None => Value::Null,
            Some(Ok(to)) => json!({"to": to, "refused": null, "player": null}),
            Some(Err((reason, player))) => json!({"to": null, "refused": reason, "player": player}),
        }
    }

    /// The frame's `takeBack`: the take-back asked for (pending or declined), with the people
    /// still to answer.
    fn take_back_json(&self) -> Value {
        let Some(r) = self.request() else { return Value::Null };
        let waiting: Vec<u8> = if r.declined_by.is_some() {
            Vec::new()
        } else {
            self.people().into_iter().filter(|p| !r.agreed.contains(p)).collect()
        };
        json!({"seat": r.seat, "to": r.to, "agreed": r.agreed, "waiting": waiting, "declinedBy": r.declined_by})
    }

    fn computer_to_act(&self) -> Option<(u8, Level)> {
        // The computers wait while the people are asked about a take-back.
        if self.pending().is_some() {
            return None;
        }
        let seat = self.to_act()?;
        let level = self.row.seats.get(seat as usize)?.level.as_deref()?;
        Some((seat, level.parse().ok()?))
    }
}

/// Plays the stored record `i` on `game`: a move (its seat must be to act), or a take-back to
/// the game's first `back` actions; `played` (each action's version) follows.
fn play_record(game: &mut Box<dyn TableGame>, played: &mut Vec<u64>, i: u64, record: &Stored) -> Result<(), Refusal> {
    if let Some(to) = record.back {
        let to = usize::try_from(to).unwrap_or(usize::MAX);
        if to > game.len() {
            return Err(Refusal::new(
                "internal",
                format!("stored record {i} takes back to {to} of {} actions", game.len()),
            ));
        }
        *game = game.at(to);
        played.truncate(to);
        return Ok(());
    }
    let seat = record.seat;
    if game.to_act() != Some(seat) {
        return Err(Refusal::new("internal", format!("stored move {i} is not seat {seat}'s")));
    }
    game.play(&record.action).map_err(|e| Refusal::new("internal", format!("stored move {i}: {}", e.text())))?;
    played.push(i);
    Ok(())
}

/// The level of the computer that plays a person's move when his correspondence time has run
/// out ([`OnTimeout::Computer`]).
pub const STAND_IN: Level = Level::Hard;

/// Who played a move for its seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveBy {
    /// The seat itself: its person, or the computer the seat was given to.
    Seat,
    /// The server's stand-in ([`STAND_IN`]) for a person whose correspondence time had run out:
    /// stored marked, and listed in every frame's `standIns`.
    StandIn,
}

/// The whole server: the store and the tables in memory.
pub struct App {
    /// The database.
    pub store: Store,
    tables: Mutex<HashMap<String, Arc<Table>>>,
    next_conn: AtomicU64,
    stopped: AtomicBool,
    /// The other instances on the same database (`--nats`); unset for a single instance.
    bus: OnceLock<crate::notify::Bus>,
}

impl App {
    /// A server on `store`.
    pub fn new(store: Store) -> Arc<App> {
        Arc::new(App {
            store,
            tables: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
            stopped: AtomicBool::new(false),
            bus: OnceLock::new(),
        })
    }

    /// Makes this instance one of several on its database: it publishes its changes on `bus`
    /// (set once, before serving).
    pub fn set_bus(&self, bus: crate::notify::Bus) {
        let _ = self.bus.set(bus);
    }

    /// Tells the other instances, if any, that table `id` changed (now at `version`), by `moved`
    /// when a move made the change.
    async fn changed(&self, id: &str, version: u64, moved: Option<&Moved>) {
        if let Some(bus) = self.bus.get() {
            bus.publish(id, version, moved).await;
        }
    }

    /// Reloads what was stored for table `id` after `live`'s version (another instance's moves
    /// and lobby changes) and sends it to the sockets; whether anything changed.
    async fn refresh(&self, id: &str, live: &mut Live) -> Result<bool, Refusal> {
        let (row, moves) = self.store.load_since(id, live.row.version).await?;
        live.catch_up(row, moves)
    }

    /// Among several instances, catches `live` up with the database before a decision that
    /// depends on the lobby (another instance's join may not have arrived yet).
    async fn refresh_if_shared(&self, id: &str, live: &mut Live) -> Result<(), Refusal> {
        if self.bus.get().is_some() {
            self.refresh(id, live).await?;
        }
        Ok(())
    }

    /// Another instance changed table `id`, which it then had at `version`: if it is held here,
    /// catch up with the database. A copy already past that version has read the change with
    /// the later ones (a lobby change keeps the version, so a copy at it reads again).
    pub async fn sync(&self, id: &str, version: u64, moved: Option<Moved>) {
        let table = self.tables.lock().await.get(id).cloned();
        let Some(table) = table else { return };
        let mut live = table.live.lock().await;
        if live.row.version > version {
            return;
        }
        // One move behind: the message's move is the one stored, played here as it was there.
        if let Some(m) = moved.filter(|_| live.row.version + 1 == version && live.row.status == "playing") {
            if live.replay(&Stored::play(m.seat, m.action.clone())).is_ok() {
                if m.stand_in {
                    live.row.stand_ins.push(version - 1);
                }
                live.row.turn_since = (live.row.status == "playing").then(now);
                live.broadcast();
                return;
            }
        }
        if let Err(e) = self.refresh(id, &mut live).await {
            eprintln!("table {id}: cannot catch up: {}: {}", e.code, e.message);
        }
    }

    /// Stops the computer players (for a shutdown).
    pub fn stop(&self) {
        self.stopped.store(true, Ordering::SeqCst);
    }

    /// Reads again from the database every table held here that has a socket, and sends its
    /// sockets what another instance stored meanwhile: among several instances, a NATS message
    /// lost (NATS restarting) then costs a late frame, never a table that seems to wait for ever.
    /// Returns how many tables had changed.
    pub async fn catch_up_all(&self) -> usize {
        let tables: Vec<Arc<Table>> = self.tables.lock().await.values().cloned().collect();
        let mut changed = 0;
        for table in tables {
            let mut live = table.live.lock().await;
            if live.conns.is_empty() {
                continue;
            }
            match self.refresh(&table.id, &mut live).await {
                Ok(true) => changed += 1,
                Ok(false) => {}
                Err(e) => eprintln!("table {}: cannot catch up: {}: {}", table.id, e.code, e.message),
            }
        }
        changed
    }

    /// Forgets the tables held in memory that nobody uses: no socket, no computer deciding, no
    /// correspondence clock being watched, and nothing done for `idle`. They are all stored, so
    /// the next request or socket for one rebuilds it from the database ([`App::table`]). A
    /// table whose state is locked just now is kept. Returns how many were forgotten.
    pub async fn evict_idle(&self, idle: std::time::Duration) -> usize {
        let mut tables = self.tables.lock().await;
        let before = tables.len();
        tables.retain(|_, table| {
            let Ok(live) = table.live.try_lock() else { return true };
            let watched = live.clock.is_some_and(|v| v == live.row.version) && live.row.status == "playing";
            !live.conns.is_empty() || live.driving || watched || live.touched.elapsed() < idle
        });
        before - tables.len()
    }

    /// How many tables this instance holds in memory.
    pub async fn cached(&self) -> usize {
        self.tables.lock().await.len()
    }

    /// The table `id`, rebuilt from the store (its moves replayed) if not in memory.
    ///
    /// # Errors
    ///
    /// `unknown_table`, or the stored moves do not replay (`internal`).
    pub async fn table(&self, id: &str) -> Result<Arc<Table>, Refusal> {
        let mut tables = self.tables.lock().await;
        if let Some(t) = tables.get(id) {
            // Asked for: not idle (a copy handed out is not evicted before it is used; a locked
            // one is in use anyway).
            if let Ok(mut live) = t.live.try_lock() {
                live.touched = std::time::Instant::now();
            }
            return Ok(t.clone());
        }
        let (row, moves) = self.store.load(id).await?;
        let mut game = new_game(&row.config).map_err(|e| Refusal::new("internal", e.0))?;
        let mut played = Vec::new();
        for (i, record) in moves.iter().enumerate() {
            play_record(&mut game, &mut played, i as u64, record)?;
        }
        let table = Arc::new(Table {
            id: id.to_string(),
            live: Mutex::new(Live {
                row,
                game,
                played,
                conns: Vec::new(),
                driving: false,
                clock: None,
                touched: std::time::Instant::now(),
            }),
        });
        tables.insert(id.to_string(), table.clone());
        Ok(table)
    }

    /// Stores a new table and keeps it in memory.
    ///
    /// # Errors
    ///
    /// The configuration makes no game (`bad_request`), or the database fails.
    pub async fn create(&self, row: GameRow) -> Result<(), Refusal> {
        let game = new_game(&row.config).map_err(|e| Refusal::new("bad_request", e.0))?;
        self.store.create(&row).await?;
        let id = row.id.clone();
        let table = Arc::new(Table {
            id: id.clone(),
            live: Mutex::new(Live {
                row,
                game,
                played: Vec::new(),
                conns: Vec::new(),
                driving: false,
                clock: None,
                touched: std::time::Instant::now(),
            }),
        });
        self.tables.lock().await.insert(id, table);
        Ok(())
    }

    /// Registers a socket of `seat`; its first frame (the state now, itself counted connected)
    /// is queued at once. The table's other sockets are told when its seat was not connected
    /// before (a presence frame).
    pub async fn connect(&self, table: &Table, seat: Seat) -> (u64, mpsc::UnboundedReceiver<String>) {
        let (tx, rx) = mpsc::unbounded_channel();
        let id = self.next_conn.fetch_add(1, Ordering::Relaxed);
        let mut live = table.live.lock().await;
        let before = live.presence();
        live.touched = std::time::Instant::now();
        live.conns.push(Conn { id, seat, tx: tx.clone() });
        let _ = tx.send(live.state_frame(seat));
        if live.presence() != before {
            live.tell_presence(Some(id));
        }
        (id, rx)
    }

    /// Forgets a socket; the others are told when it was its seat's last.
    pub async fn disconnect(&self, table: &Table, conn: u64) {
        let mut live = table.live.lock().await;
        let before = live.presence();
        live.touched = std::time::Instant::now();
        live.conns.retain(|c| c.id != conn);
        if live.presence() != before {
            live.tell_presence(None);
        }
    }

    /// Plays `action` for `seat` at `version`: checked (started, not over, the seat's turn, the
    /// version current, the action legal), stored in one transaction, then sent to every socket
    /// of the table as its own view; `by` says who played it for the seat. A refusal stores
    /// nothing and changes nothing.
    ///
    /// # Errors
    ///
    /// The [`Refusal`].
    pub async fn apply(&self, table: &Table, seat: u8, version: u64, action: &str, by: MoveBy) -> Result<(), Refusal> {
        let mut live = table.live.lock().await;
        match self.try_apply(table, &mut live, seat, version, action, by).await {
            // The copy here may be behind the database (another instance moved, or its message
            // is on its way): reload what was stored since and check the move again, once.
            Err(refusal) if !matches!(refusal.code, "bad_action" | "illegal_action" | "internal") => {
                if self.refresh(&table.id, &mut live).await? {
                    self.try_apply(table, &mut live, seat, version, action, by).await
                } else {
                    Err(refusal)
                }
            }
            other => other,
        }
    }

    async fn try_apply(
        &self,
        table: &Table,
        live: &mut Live,
        seat: u8,
        version: u64,
        action: &str,
        by: MoveBy,
    ) -> Result<(), Refusal> {
        live.check_current(version)?;
        if live.game.to_act() != Some(seat) {
            return Err(Refusal::new("not_your_turn", format!("it is not seat {seat}'s turn")));
        }
        let mut next = live.game.boxed_clone();
        next.play(action).map_err(|e| match e {
            crate::games::ActionError::Parse(m) => Refusal::new("bad_action", m),
            crate::games::ActionError::Illegal(m) => Refusal::new("illegal_action", m),
        })?;
        let status = if next.to_act().is_none() { "over" } else { "playing" };
        self.store.append_move(&table.id, version, seat, action, status, by == MoveBy::StandIn).await?;
        if by == MoveBy::StandIn {
            live.row.stand_ins.push(version);
        }
        live.game = next;
        live.touched = std::time::Instant::now();
        live.played.push(version);
        live.row.version += 1;
        live.row.request = None;
        live.row.status = status.to_string();
        live.row.turn_since = (status == "playing").then(now);
        live.broadcast();
        let moved = Moved { seat, action: action.to_string(), stand_in: by == MoveBy::StandIn };
        self.changed(&table.id, live.row.version, Some(&moved)).await;
        Ok(())
    }

    /// Answers `seat`'s word about taking back at `version`: `agree` asks to take back his last
    /// action (and the computers' since), or agrees to the take-back another person asked for;
    /// `!agree` declines that, or withdraws his own. A take-back every person agreed to (at once
    /// when he is the only one) is stored as a record of its own and sent to every socket; a
    /// request, an agreement or a refusal is stored on the table's row and sent too. While a
    /// take-back is asked for, the computers wait; the next move clears it.
    ///
    /// # Errors
    ///
    /// `not_started`, `game_over`, `stale_version`; `no_take_back` (not offered to him, or
    /// nothing of his to take back), `take_back_refused` (another person played since, or
    /// something hidden was shown to him since), `no_request` (nothing asked to answer).
    pub async fn take_back(&self, table: &Table, seat: u8, version: u64, agree: bool) -> Result<(), Refusal> {
        let mut live = table.live.lock().await;
        match self.try_take_back(table, &mut live, seat, version, agree).await {
            // Behind the database: catch up, and answer again once.
            Err(refusal) if refusal.code == "stale_version" => {
                if self.refresh(&table.id, &mut live).await? {
                    self.try_take_back(table, &mut live, seat, version, agree).await
                } else {
                    Err(refusal)
                }
            }
            other => other,
        }
    }

    async fn try_take_back(
        &self,
        table: &Table,
        live: &mut Live,
        seat: u8,
        version: u64,
        agree: bool,
    ) -> Result<(), Refusal> {
        live.check_current(version)?;
        let old = live.row.request.clone();
        let next = match (live.pending(), agree) {
            (None, true) => {
                let to = match live.take_back_point(seat) {
                    None => {
                        return Err(Refusal::new("no_take_back", format!("seat {seat} has nothing to take back here")))
                    }
                    Some(Err((reason, _))) => {
                        return Err(Refusal::new(
                            "take_back_refused",
                            format!("seat {seat} may not take back: {reason}"),
                        ))
                    }
                    Some(Ok(to)) => to,
                };
                let request = Request { seat, to, agreed: vec![seat], declined_by: None };
                if live.people().len() == 1 {
                    return self.store_take_back(table, live, &request).await;
                }
                Some(request)
            }
            (None, false) => return Err(Refusal::new("no_request", "no take-back is being asked for")),
            (Some(r), true) if r.seat == seat => {
                return Err(Refusal::new("no_request", "you asked already: wait for the others"))
            }
            (Some(r), false) if r.seat == seat => None,
            (Some(mut r), true) => {
                if !live.people().contains(&seat) {
                    return Err(Refusal::new("no_request", format!("seat {seat} is not asked")));
                }
                if !r.agreed.contains(&seat) {
                    r.agreed.push(seat);
                }
                if live.people().iter().all(|p| r.agreed.contains(p)) {
                    // Everyone agreed: the point is checked again (nothing has been played since
                    // it was asked, the version being the same).
                    if live.take_back_point(r.seat) != Some(Ok(r.to)) {
                        return Err(Refusal::new("take_back_refused", "the take-back asked for is no longer possible"));
                    }
                    return self.store_take_back(table, live, &r).await;
                }
                Some(r)
            }
            (Some(mut r), false) => {
                r.declined_by = Some(seat);
                Some(r)
            }
        };
        let next = next.map(|r| serde_json::to_string(&r).expect("plain data"));
        if !self.store.set_request(&table.id, version, old.as_deref(), next.as_deref()).await? {
            return Err(Refusal::new("stale_version", "the table changed meanwhile"));
        }
        live.row.request = next;
        live.broadcast();
        self.changed(&table.id, live.row.version, None).await;
        Ok(())
    }

    /// Stores the take-back `r` agreed to as the next record and sends every socket its frame.
    async fn store_take_back(&self, table: &Table, live: &mut Live, r: &Request) -> Result<(), Refusal> {
        let version = live.row.version;
        self.store.append_back(&table.id, version, r.seat, r.to).await?;
        let record = Stored { seat: r.seat, action: String::new(), back: Some(r.to) };
        play_record(&mut live.game, &mut live.played, version, &record)?;
        live.touched = std::time::Instant::now();
        live.row.version += 1;
        live.row.request = None;
        live.row.status = "playing".to_string();
        live.row.turn_since = Some(now());
        live.broadcast();
        self.changed(&table.id, live.row.version, None).await;
        Ok(())
    }

    /// Lets the computers play while one is to act: each decides on tokio's blocking pool from
    /// its own seat's view, and its move goes through [`App::apply`] as a person's does. At
    /// most one such task runs per table in an instance. Among several instances, the one whose
    /// move was stored first goes on; the others' moves are refused (stale) and they stop.
    pub async fn drive(self: &Arc<App>, table: Arc<Table>) {
        {
            let mut live = table.live.lock().await;
            if self.bus.get().is_some() && !live.driving {
                // Another instance may have moved: decide from the database's state.
                if let Err(e) = self.refresh(&table.id, &mut live).await {
                    eprintln!("table {}: cannot catch up: {}: {}", table.id, e.code, e.message);
                }
            }
            self.watch_clock(&table, &mut live);
            if live.driving || live.computer_to_act().is_none() {
                return;
            }
            live.driving = true;
        }
        let app = self.clone();
        tokio::spawn(async move {
            loop {
                let (job, seat, version) = {
                    let mut live = table.live.lock().await;
                    let next = live.computer_to_act().filter(|_| !app.stopped.load(Ordering::SeqCst));
                    let Some((seat, level)) = next else {
                        live.driving = false;
                        app.watch_clock(&table, &mut live);
                        return;
                    };
                    (live.game.bot_job(seat, level, crate::token::random_u64()), seat, live.row.version)
                };
                let chosen = tokio::task::spawn_blocking(job).await;
                let result = match chosen {
                    Ok(Ok(action)) => app.apply(&table, seat, version, &action, MoveBy::Seat).await,
                    Ok(Err(e)) => Err(Refusal::new("internal", format!("the computer found no move: {e}"))),
                    Err(e) => Err(Refusal::new("internal", format!("the computer's task failed: {e}"))),
                };
                if let Err(refusal) = result {
                    // Stale: another instance stored this computer's move first, and drives on.
                    if refusal.code != "stale_version" {
                        eprintln!("table {}: seat {seat}: {}: {}", table.id, refusal.code, refusal.message);
                    }
                    table.live.lock().await.driving = false;
                    return;
                }
            }
        });
    }

    /// Watches the correspondence clock of the turn being played at `live`, when its table lets a
    /// computer stand in for a person whose time has run out: at the deadline, if that turn is
    /// still being played, the server's stand-in ([`STAND_IN`]) decides from that seat's view
    /// and its move goes through [`App::apply`] as the person's would (among several instances
    /// the first stored wins; the others' are stale). A deadline already past (the server was
    /// down) plays at once. One watch per turn and instance.
    fn watch_clock(self: &Arc<App>, table: &Arc<Table>, live: &mut Live) {
        let Pace::Correspondence { seconds_per_move, on_timeout: OnTimeout::Computer } = live.row.pace else { return };
        let Some(seat) = live.to_act() else { return };
        let person = live.row.seats.get(usize::from(seat)).is_some_and(|s| s.level.is_none());
        let version = live.row.version;
        if !person || live.clock == Some(version) {
            return;
        }
        live.clock = Some(version);
        let deadline = live.row.turn_since.unwrap_or_else(now).saturating_add(seconds_per_move as i64);
        let wait = std::time::Duration::from_secs(deadline.saturating_sub(now()).max(0) as u64);
        let (app, table) = (self.clone(), table.clone());
        tokio::spawn(async move {
            tokio::time::sleep(wait).await;
            let job = {
                let live = table.live.lock().await;
                if app.stopped.load(Ordering::SeqCst) || live.row.version != version || live.to_act() != Some(seat) {
                    return;
                }
                live.game.bot_job(seat, STAND_IN, crate::token::random_u64())
            };
            let result = match tokio::task::spawn_blocking(job).await {
                Ok(Ok(action)) => app.apply(&table, seat, version, &action, MoveBy::StandIn).await,
                Ok(Err(e)) => Err(Refusal::new("internal", format!("the stand-in found no move: {e}"))),
                Err(e) => Err(Refusal::new("internal", format!("the stand-in's task failed: {e}"))),
            };
            match result {
                Ok(()) => app.drive(table).await,
                // The person moved meanwhile, or another instance's stand-in was stored first.
                Err(refusal) if refusal.code == "stale_version" => {}
                Err(refusal) => {
                    eprintln!("table {}: seat {seat}'s stand-in: {}: {}", table.id, refusal.code, refusal.message)
                }
            }
        });
    }

    /// Starts the computers of every table being played (after a restart).
    ///
    /// # Errors
    ///
    /// The database fails.
    pub async fn resume(self: &Arc<App>) -> Result<(), Refusal> {
        for id in self.store.playing().await? {
            match self.table(&id).await {
                Ok(table) => self.drive(table).await,
                Err(e) => eprintln!("table {id} cannot be resumed: {}", e.message),
            }
        }
        Ok(())
    }

    /// Records a name on a human seat (joining, or renaming) and tells the table.
    ///
    /// # Errors
    ///
    /// The database fails.
    pub async fn join(&self, table: &Table, seat: u8, name: &str) -> Result<(), Refusal> {
        let mut live = table.live.lock().await;
        self.store.set_name(&table.id, seat, name).await?;
        if let Some(s) = live.row.seats.get_mut(seat as usize) {
            s.name = Some(name.to_string());
        }
        live.broadcast();
        self.changed(&table.id, live.row.version, None).await;
        Ok(())
    }

    /// Gives an empty human seat to a computer (lobby only).
    ///
    /// # Errors
    ///
    /// `not_ready` once started, `bad_request` for a seat that is not an empty human seat.
    pub async fn give_to_computer(&self, table: &Table, seat: u8, level: Level) -> Result<(), Refusal> {
        let mut live = table.live.lock().await;
        self.refresh_if_shared(&table.id, &mut live).await?;
        if live.row.status != "lobby" {
            return Err(Refusal::new("not_ready", "seats change only in the lobby"));
        }
        match live.row.seats.get(seat as usize) {
            Some(SeatRow { level: None, name: None, .. }) => {}
            _ => return Err(Refusal::new("bad_request", format!("seat {seat} is not an empty human seat"))),
        }
        self.store.set_computer(&table.id, seat, level.name()).await?;
        let s = &mut live.row.seats[seat as usize];
        s.token_hash = None;
        s.level = Some(level.name().to_string());
        live.broadcast();
        self.changed(&table.id, live.row.version, None).await;
        Ok(())
    }

    /// Starts the game once every human seat has joined.
    ///
    /// # Errors
    ///
    /// `not_ready` when a human seat is empty or the game was started already.
    pub async fn start(self: &Arc<App>, table: Arc<Table>) -> Result<(), Refusal> {
        {
            let mut live = table.live.lock().await;
            self.refresh_if_shared(&table.id, &mut live).await?;
            if live.row.status != "lobby" {
                return Err(Refusal::new("not_ready", "the game was started already"));
            }
            if let Some(s) = live.row.seats.iter().find(|s| s.level.is_none() && s.name.is_none()) {
                return Err(Refusal::new(
                    "not_ready",
                    format!("seat {} has not joined: wait, or give it to a computer", s.seat),
                ));
            }
            if !self.store.set_status(&table.id, "lobby", "playing").await? {
                return Err(Refusal::new("not_ready", "the game was started already"));
            }
            live.row.status = "playing".into();
            live.row.turn_since = Some(now());
            live.broadcast();
            self.changed(&table.id, live.row.version, None).await;
        }
        self.drive(table).await;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameConfig, GameKind};

    /// A table of two people and a computer (seat 2) being played, at a deal where the computer
    /// begins.
    fn computer_first() -> Live {
        for seed in 0.. {
            let config = GameConfig {
                game: GameKind::Heller,
                players: 3,
                variant: "standard".into(),
                no_luck: false,
                take_back: true,
                seed,
            };
            let game = new_game(&config).unwrap();
            if game.to_act() != Some(2) {
                continue;
            }
            let seat = |seat: u8, level: Option<&str>| SeatRow {
                seat,
                token_hash: None,
                name: None,
                level: level.map(Into::into),
            };
            let row = GameRow {
                id: "t".into(),
                config,
                pace: Pace::Live,
                status: "playing".into(),
                version: 0,
                admin_hash: String::new(),
                spectator_hash: String::new(),
                seats: vec![seat(0, None), seat(1, None), seat(2, Some("easy"))],
                turn_since: None,
                stand_ins: vec![],
                request: None,
            };
            return Live {
                row,
                game,
                played: Vec::new(),
                conns: Vec::new(),
                driving: false,
                clock: None,
                touched: std::time::Instant::now(),
            };
        }
        unreachable!()
    }

    /// While a take-back is being asked for, the computers wait; once declined, they play on.
    #[test]
    fn the_computers_wait_while_a_take_back_is_asked() {
        let mut live = computer_first();
        assert_eq!(live.computer_to_act(), Some((2, Level::Easy)));
        let asked = Request { seat: 0, to: 0, agreed: vec![0], declined_by: None };
        live.row.request = Some(serde_json::to_string(&asked).unwrap());
        assert_eq!(live.computer_to_act(), None, "pending: the computer waits");
        let declined = Request { declined_by: Some(1), ..asked };
        live.row.request = Some(serde_json::to_string(&declined).unwrap());
        assert_eq!(live.computer_to_act(), Some((2, Level::Easy)), "declined: it plays on");
    }
}
