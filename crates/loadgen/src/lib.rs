//! Load generator for the online tables (issue 30, point 8).
//!
//! Creates `tables` tables of `players` seats over the API (with a fixed seed: the server must
//! run with `--allow-seed`), joins and connects every seat over a real WebSocket, starts them,
//! then plays random legal actions at every table until its game ends or the time limit. Each
//! table is mirrored locally with the engine (same configuration and seed), so the scripted
//! seats know the legal actions and every frame is checked: its view and log must equal the
//! engine's for that seat (a frame that differs is counted as leaked), and its version must be
//! the number of actions played (none lost, none duplicated). Latency is measured from a move's
//! send to the moment the last seat of its table has received the resulting frame.

use futures_util::{SinkExt, StreamExt};
use platform::Rng;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// What to run.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The server (loopback); with several, the instances of one deployment (a shared Postgres
    /// and NATS): table `i` is set up on instance `i mod n` and its seat `s` plays through
    /// instance `(i + s) mod n`, so every table's seats are spread over the instances, as behind
    /// a load balancer without stickiness.
    pub addrs: Vec<SocketAddr>,
    /// `heller` or `heuchel`.
    pub game: String,
    /// The variant (empty: the game's default).
    pub variant: String,
    /// Tables to play at once.
    pub tables: usize,
    /// Seats per table, all scripted.
    pub players: u8,
    /// The time limit of the play (setup apart).
    pub play_time: Duration,
    /// The time limit of the setup (creating, joining, connecting, starting).
    pub setup_time: Duration,
    /// Table `i` is seeded `seed + i`; its seats' choices too.
    pub seed: u64,
    /// Tables set up at once.
    pub setup_concurrency: usize,
    /// A frame not received within this time counts its action as lost.
    pub frame_wait: Duration,
    /// Each table's pace: one move per interval (its first delayed by a share of it, so the
    /// tables do not move in step); zero: every move as soon as the last one's frames came.
    pub interval: Duration,
}

/// The engine's copy of a table's game.
#[derive(Clone)]
pub enum Mirror {
    /// Heuchel & Meuchel.
    Heuchel(Box<heuchel::Game>),
    /// Auf Heller und Pfennig.
    Heller(Box<heller::Game>),
}

impl Mirror {
    /// The game the server builds from this configuration (the server's `games.rs` rules:
    /// heuchel `base`/`dice`, heller `standard`/`openEnded`).
    ///
    /// # Errors
    ///
    /// An unknown game or variant, or a count the engine refuses.
    pub fn new(game: &str, variant: &str, players: u8, seed: u64) -> Result<Mirror, String> {
        match game {
            "heuchel" => {
                let variant = match variant {
                    "" | "base" => heuchel::Variant::Base,
                    "dice" => heuchel::Variant::Dice,
                    v => return Err(format!("unknown heuchel variant {v}")),
                };
                let config = heuchel::Config { players, variant, seed };
                Ok(Mirror::Heuchel(Box::new(heuchel::Game::new(config).map_err(|e| e.to_string())?)))
            }
            "heller" => {
                let variant = match variant {
                    "" | "standard" => heller::Variant::Standard,
                    "openEnded" => heller::Variant::OpenEnded,
                    v => return Err(format!("unknown heller variant {v}")),
                };
                let config = heller::Config { players, variant, no_luck: false, seed };
                Ok(Mirror::Heller(Box::new(heller::Game::new(config).map_err(|e| e.to_string())?)))
            }
            g => Err(format!("unknown game {g}")),
        }
    }

    /// The view of seat `seat` as JSON (the engine's serde, as the server sends it).
    pub fn view(&self, seat: u8) -> Value {
        match self {
            Mirror::Heuchel(g) => serde_json::to_value(g.state().view(seat)).expect("plain data"),
            Mirror::Heller(g) => serde_json::to_value(g.state().view(seat)).expect("plain data"),
        }
    }

    /// The view and log of seat `seat` as JSON text, written as the server writes them.
    pub fn view_log_text(&self, seat: u8) -> (String, String) {
        let (view, log) = match self {
            Mirror::Heuchel(g) => {
                (serde_json::to_string(&g.state().view(seat)), serde_json::to_string(&g.log_for(seat, 0)))
            }
            Mirror::Heller(g) => {
                (serde_json::to_string(&g.state().view(seat)), serde_json::to_string(&g.log_for(seat, 0)))
            }
        };
        (view.expect("plain data"), log.expect("plain data"))
    }

    /// The log as seat `seat` may read it.
    pub fn log(&self, seat: u8) -> Value {
        match self {
            Mirror::Heuchel(g) => serde_json::to_value(g.log_for(seat, 0)).expect("plain data"),
            Mirror::Heller(g) => serde_json::to_value(g.log_for(seat, 0)).expect("plain data"),
        }
    }

    /// The seat to act, `None` once over.
    pub fn to_act(&self) -> Option<u8> {
        match self {
            Mirror::Heuchel(g) => g.state().to_act(),
            Mirror::Heller(g) => g.state().to_act(),
        }
    }

    /// A random legal action in the game's notation.
    pub fn random_action(&self, rng: &mut Rng) -> String {
        match self {
            Mirror::Heuchel(g) => {
                let legal = g.state().legal_actions();
                legal[rng.below(legal.len() as u32) as usize].to_string()
            }
            Mirror::Heller(g) => {
                let legal = g.state().legal_actions();
                legal[rng.below(legal.len() as u32) as usize].to_string()
            }
        }
    }

    /// Plays an action given in notation.
    ///
    /// # Errors
    ///
    /// It does not parse or is illegal.
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

    /// Actions played.
    pub fn len(&self) -> usize {
        match self {
            Mirror::Heuchel(g) => g.len(),
            Mirror::Heller(g) => g.len(),
        }
    }

    /// Whether no action was played.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A minimal HTTP/1.1 request over loopback: the status and the JSON body.
///
/// # Errors
///
/// The connection or the answer fails.
pub async fn http(addr: SocketAddr, method: &str, path: &str, body: Option<&Value>) -> Result<(u16, Value), String> {
    let mut stream = TcpStream::connect(addr).await.map_err(|e| format!("connect: {e}"))?;
    let body = body.map(Value::to_string).unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.map_err(|e| format!("write: {e}"))?;
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.map_err(|e| format!("read: {e}"))?;
    let text = String::from_utf8_lossy(&response);
    let (head, body) = text.split_once("\r\n\r\n").ok_or("no HTTP head")?;
    let status = head.split_whitespace().nth(1).and_then(|s| s.parse().ok()).ok_or("no HTTP status")?;
    Ok((status, serde_json::from_str(body).unwrap_or(Value::String(body.to_string()))))
}

/// What one table counted.
#[derive(Clone, Debug, Default)]
pub struct Counts {
    /// Actions sent and answered with the next version at every seat.
    pub actions: u64,
    /// From each action's send to the last seat's frame, in microseconds.
    pub latencies_us: Vec<u64>,
    /// State frames received and checked.
    pub frames: u64,
    /// Frames whose view or log differs from the engine's for that seat.
    pub leaked: u64,
    /// Frames with an unexpected version (a repeated or skipped one).
    pub out_of_order: u64,
    /// Error frames received.
    pub errors: u64,
    /// Actions sent without their frame at every seat (time out or error).
    pub lost: u64,
    /// Server version beyond the actions played, at the end.
    pub duplicated: u64,
    /// Games played to their end.
    pub finished: u64,
    /// Tables that could not be set up.
    pub setup_failed: u64,
    /// The first few problems, for the report.
    pub problems: Vec<String>,
}

impl Counts {
    fn problem(&mut self, p: String) {
        if self.problems.len() < 5 {
            self.problems.push(p);
        }
    }

    fn add(&mut self, other: Counts) {
        self.actions += other.actions;
        self.latencies_us.extend(other.latencies_us);
        self.frames += other.frames;
        self.leaked += other.leaked;
        self.out_of_order += other.out_of_order;
        self.errors += other.errors;
        self.lost += other.lost;
        self.duplicated += other.duplicated;
        self.finished += other.finished;
        self.setup_failed += other.setup_failed;
        for p in other.problems {
            self.problem(p);
        }
    }
}

/// A table set up: its id, admin token, mirror and seats' sockets (seat order).
struct Ready {
    id: String,
    admin: String,
    /// The instance the table was set up on.
    addr: SocketAddr,
    mirror: Mirror,
    sockets: Vec<Socket>,
    rng: Rng,
    counts: Counts,
}

/// The next text frame and when it arrived.
async fn next_frame(socket: &mut Socket, wait: Duration) -> Result<(String, Instant), String> {
    loop {
        let message = tokio::time::timeout(wait, socket.next()).await.map_err(|_| "no frame in time".to_string())?;
        match message {
            // Who is connected (the server writes the type first): not a state to check.
            Some(Ok(Message::Text(text))) if text.as_str().starts_with(r#"{"type":"presence""#) => continue,
            Some(Ok(Message::Text(text))) => {
                return Ok((text.as_str().to_owned(), Instant::now()));
            }
            Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => continue,
            Some(Ok(other)) => return Err(format!("unexpected message {other:?}")),
            Some(Err(e)) => return Err(format!("socket: {e}")),
            None => return Err("socket closed".into()),
        }
    }
}

/// The fields of a frame the check reads; the view and log stay text.
#[derive(serde::Deserialize)]
struct Frame<'a> {
    #[serde(rename = "type")]
    kind: String,
    version: Option<u64>,
    seat: Option<u8>,
    #[serde(borrow, default)]
    view: Option<&'a serde_json::value::RawValue>,
    #[serde(borrow, default)]
    log: Option<&'a serde_json::value::RawValue>,
}

/// Whether a frame's JSON text equals the expected text: the same text, or failing that the
/// same JSON (another key order).
fn same(got: Option<&serde_json::value::RawValue>, want: &str) -> bool {
    let got = got.map_or("null", |g| g.get());
    got == want || serde_json::from_str::<Value>(got).ok() == serde_json::from_str::<Value>(want).ok()
}

/// Checks a state frame of `seat` against the mirror: the version, and the view and log;
/// whether it is a state frame.
fn check(counts: &mut Counts, text: &str, seat: u8, mirror: &Mirror, lobby: bool) -> bool {
    counts.frames += 1;
    let frame: Frame = match serde_json::from_str(text) {
        Ok(f) => f,
        Err(e) => {
            counts.errors += 1;
            counts.problem(format!("seat {seat}: unreadable frame ({e})"));
            return false;
        }
    };
    if frame.kind != "state" {
        counts.errors += 1;
        counts.problem(format!("seat {seat}: {text}"));
        return false;
    }
    if frame.version != Some(mirror.len() as u64) {
        counts.out_of_order += 1;
        counts.problem(format!("seat {seat}: version {:?} where {} was expected", frame.version, mirror.len()));
    }
    let (view, log) = if lobby { ("null".to_string(), "null".to_string()) } else { mirror.view_log_text(seat) };
    if !same(frame.view, &view) || !same(frame.log, &log) || frame.seat != Some(seat) {
        counts.leaked += 1;
        counts.problem(format!("seat {seat} at version {}: the view or log differs from the engine's", mirror.len()));
    }
    true
}

/// The instance a table is set up on, and the one its seat `seat` plays through.
fn instance(plan: &Plan, index: usize, seat: usize) -> SocketAddr {
    plan.addrs[(index + seat) % plan.addrs.len()]
}

async fn setup(plan: &Plan, index: usize) -> Result<Ready, String> {
    let addr = instance(plan, index, 0);
    let seed = plan.seed.wrapping_add(index as u64);
    let mut body = json!({"game": plan.game, "players": plan.players, "seed": seed});
    if !plan.variant.is_empty() {
        body["variant"] = json!(plan.variant);
    }
    let (status, created) = http(addr, "POST", "/api/tables", Some(&body)).await?;
    if status != 200 {
        return Err(format!("create: {status} {created}"));
    }
    let id = created["id"].as_str().ok_or("no id")?.to_string();
    let admin = created["adminToken"].as_str().ok_or("no admin token")?.to_string();
    let seats = created["seats"].as_array().ok_or("no seats")?;
    let mut tokens = vec![String::new(); usize::from(plan.players)];
    for s in seats {
        let seat = s["seat"].as_u64().ok_or("no seat")? as usize;
        let token = s["token"].as_str().ok_or("no token")?.to_string();
        *tokens.get_mut(seat).ok_or("seat out of range")? = token;
    }
    let mut sockets = Vec::new();
    for (seat, token) in tokens.iter().enumerate() {
        let join = json!({"token": token, "name": format!("L{index}-{seat}")});
        let (status, answer) = http(addr, "POST", &format!("/api/tables/{id}/join"), Some(&join)).await?;
        if status != 200 {
            return Err(format!("join: {status} {answer}"));
        }
    }
    let mirror = Mirror::new(&plan.game, &plan.variant, plan.players, seed)?;
    let mut counts = Counts::default();
    for (seat, token) in tokens.iter().enumerate() {
        let url = format!("ws://{}/ws?table={id}&token={token}", instance(plan, index, seat));
        let (mut socket, _) = tokio_tungstenite::connect_async(url).await.map_err(|e| format!("ws connect: {e}"))?;
        let (frame, _) = next_frame(&mut socket, plan.frame_wait).await?;
        check(&mut counts, &frame, seat as u8, &mirror, true);
        sockets.push(socket);
    }
    let (status, answer) =
        http(addr, "POST", &format!("/api/tables/{id}/start"), Some(&json!({"token": admin}))).await?;
    if status != 200 {
        return Err(format!("start: {status} {answer}"));
    }
    for (seat, socket) in sockets.iter_mut().enumerate() {
        let (frame, _) = next_frame(socket, plan.frame_wait).await?;
        check(&mut counts, &frame, seat as u8, &mirror, false);
    }
    Ok(Ready { id, admin, addr, mirror, sockets, rng: Rng::from_state(seed ^ 0x5eed), counts })
}

/// Plays a table until its game ends or `deadline`; closes its sockets and compares the
/// server's version with the actions played.
async fn play(plan: Arc<Plan>, mut t: Ready, deadline: Instant, index: usize) -> Counts {
    let mut next = Instant::now() + plan.interval.mul_f64(index as f64 / plan.tables.max(1) as f64);
    while let Some(to_act) = t.mirror.to_act() {
        if !plan.interval.is_zero() {
            tokio::time::sleep_until(next.into()).await;
            next = next.max(Instant::now() - plan.interval) + plan.interval;
        }
        if Instant::now() >= deadline {
            break;
        }
        let version = t.mirror.len();
        let action = t.mirror.random_action(&mut t.rng);
        let frame = json!({"version": version, "action": action}).to_string();
        let sent = Instant::now();
        if let Err(e) = t.sockets[usize::from(to_act)].send(Message::Text(frame.into())).await {
            t.counts.lost += 1;
            t.counts.problem(format!("table {}: send: {e}", t.id));
            break;
        }
        if let Err(e) = t.mirror.play(&action) {
            t.counts.problem(format!("table {}: the mirror refuses its own legal action {action}: {e}", t.id));
            break;
        }
        let wait = plan.frame_wait;
        let frames = futures_util::future::join_all(t.sockets.iter_mut().map(|s| next_frame(s, wait))).await;
        let mut last = sent;
        let mut ok = true;
        for (seat, frame) in frames.into_iter().enumerate() {
            match frame {
                Ok((frame, at)) => {
                    last = last.max(at);
                    if !check(&mut t.counts, &frame, seat as u8, &t.mirror, false) {
                        ok = false;
                    }
                }
                Err(e) => {
                    ok = false;
                    t.counts.problem(format!("table {} seat {seat}: {e}", t.id));
                }
            }
        }
        if !ok {
            t.counts.lost += 1;
            break;
        }
        t.counts.actions += 1;
        t.counts.latencies_us.push(last.duration_since(sent).as_micros() as u64);
    }
    if t.mirror.to_act().is_none() {
        t.counts.finished += 1;
    }
    for mut socket in t.sockets.drain(..) {
        let _ = socket.close(None).await;
    }
    match http(t.addr, "GET", &format!("/api/tables/{}?token={}", t.id, t.admin), None).await {
        Ok((200, lobby)) => {
            let stored = lobby["version"].as_u64().unwrap_or(0);
            let played = t.mirror.len() as u64;
            if stored > played {
                t.counts.duplicated += stored - played;
            }
            if stored < played {
                t.counts.lost = t.counts.lost.max(played - stored);
            }
        }
        other => t.counts.problem(format!("table {}: lobby {other:?}", t.id)),
    }
    t.counts
}

/// Memory and CPU of a process, from `/proc`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ProcSample {
    /// Resident memory, kB (`VmRSS`).
    pub rss_kb: u64,
    /// Peak resident memory, kB (`VmHWM`).
    pub hwm_kb: u64,
    /// User plus system CPU time, in clock ticks.
    pub cpu_ticks: u64,
}

/// The samples of several processes summed (memory and CPU of a deployment's instances);
/// `None` when there are none or one is gone.
pub fn sample_all(pids: &[u32]) -> Option<ProcSample> {
    let mut total: Option<ProcSample> = None;
    for &pid in pids {
        let s = sample(pid)?;
        total = Some(match total {
            None => s,
            Some(t) => ProcSample {
                rss_kb: t.rss_kb + s.rss_kb,
                hwm_kb: t.hwm_kb + s.hwm_kb,
                cpu_ticks: t.cpu_ticks + s.cpu_ticks,
            },
        });
    }
    total
}

/// Reads `/proc/<pid>/status` and `/proc/<pid>/stat`; `None` when the process is gone.
pub fn sample(pid: u32) -> Option<ProcSample> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th
    // of the whole line, the 12th and 13th after it.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<u64>().ok()).unwrap_or(0);
    Some(ProcSample { rss_kb: field("VmRSS:"), hwm_kb: field("VmHWM:"), cpu_ticks: ticks(11) + ticks(12) })
}

/// Clock ticks per second of `/proc`'s CPU times (`USER_HZ`: 100 on Linux).
pub const TICKS_PER_SECOND: f64 = 100.0;

/// The whole run's figures.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The plan's tables and players.
    pub tables: usize,
    /// Each table's interval between moves, ms (0: as fast as possible).
    pub interval_ms: u64,
    /// Seats per table.
    pub players: u8,
    /// Sockets connected when the play began.
    pub connected: usize,
    /// Setup time (create, join, connect, start every table), seconds.
    pub setup_seconds: f64,
    /// Play time, seconds.
    pub play_seconds: f64,
    /// Everything counted.
    pub counts: Counts,
    /// Latency percentiles in milliseconds: p50, p99, max.
    pub latency_ms: [f64; 3],
    /// The server's resident memory after the setup, at its largest sample during the play,
    /// and its peak (VmHWM), MB.
    pub server_rss_mb: Option<[f64; 3]>,
    /// The server's average CPU during the play, percent of one core.
    pub server_cpu_percent: Option<f64>,
    /// The load generator's own average CPU during the play, percent of one core.
    pub loadgen_cpu_percent: Option<f64>,
}

impl Report {
    /// Actions per second over the play.
    pub fn actions_per_second(&self) -> f64 {
        self.counts.actions as f64 / self.play_seconds.max(1e-9)
    }

    /// The report as JSON.
    pub fn json(&self) -> Value {
        json!({
            "tables": self.tables,
            "players": self.players,
            "intervalMs": self.interval_ms,
            "connected": self.connected,
            "setupSeconds": self.setup_seconds,
            "playSeconds": self.play_seconds,
            "actions": self.counts.actions,
            "actionsPerSecond": self.actions_per_second(),
            "latencyMs": {"p50": self.latency_ms[0], "p99": self.latency_ms[1], "max": self.latency_ms[2]},
            "framesChecked": self.counts.frames,
            "leakedFrames": self.counts.leaked,
            "outOfOrderFrames": self.counts.out_of_order,
            "errorFrames": self.counts.errors,
            "lostActions": self.counts.lost,
            "duplicatedActions": self.counts.duplicated,
            "gamesFinished": self.counts.finished,
            "setupFailed": self.counts.setup_failed,
            "serverRssMb": self.server_rss_mb.map(|[a, b, c]| json!({"afterSetup": a, "maxDuringPlay": b, "peak": c})),
            "serverCpuPercent": self.server_cpu_percent,
            "loadgenCpuPercent": self.loadgen_cpu_percent,
            "problems": self.counts.problems,
        })
    }

    /// The report as a table for people.
    pub fn table(&self) -> String {
        let mb = |v: Option<[f64; 3]>, i: usize| v.map_or("n/a".to_string(), |v| format!("{:.1} MB", v[i]));
        let pct = |v: Option<f64>| v.map_or("n/a".to_string(), |v| format!("{v:.0} %"));
        let rows = [
            ("tables × players", format!("{} × {}", self.tables, self.players)),
            (
                "table's move interval",
                if self.interval_ms == 0 { "none".into() } else { format!("{} ms", self.interval_ms) },
            ),
            ("sockets connected", self.connected.to_string()),
            ("setup", format!("{:.1} s", self.setup_seconds)),
            ("play", format!("{:.1} s", self.play_seconds)),
            ("actions", self.counts.actions.to_string()),
            ("actions/s", format!("{:.0}", self.actions_per_second())),
            ("latency p50", format!("{:.1} ms", self.latency_ms[0])),
            ("latency p99", format!("{:.1} ms", self.latency_ms[1])),
            ("latency max", format!("{:.1} ms", self.latency_ms[2])),
            ("frames checked", self.counts.frames.to_string()),
            ("leaked frames", self.counts.leaked.to_string()),
            ("out-of-order frames", self.counts.out_of_order.to_string()),
            ("error frames", self.counts.errors.to_string()),
            ("lost actions", self.counts.lost.to_string()),
            ("duplicated actions", self.counts.duplicated.to_string()),
            ("games finished", self.counts.finished.to_string()),
            ("tables not set up", self.counts.setup_failed.to_string()),
            ("server RSS after setup", mb(self.server_rss_mb, 0)),
            ("server RSS max in play", mb(self.server_rss_mb, 1)),
            ("server RSS peak (VmHWM)", mb(self.server_rss_mb, 2)),
            ("server CPU", pct(self.server_cpu_percent)),
            ("loadgen CPU", pct(self.loadgen_cpu_percent)),
        ];
        let mut out = String::new();
        for (name, value) in rows {
            out.push_str(&format!("{name:<26} {value:>14}\n"));
        }
        for p in &self.counts.problems {
            out.push_str(&format!("problem: {p}\n"));
        }
        out
    }

    /// Whether every check passed: no leaked, out-of-order or error frame, no lost or
    /// duplicated action, every table set up.
    pub fn clean(&self) -> bool {
        let c = &self.counts;
        c.leaked == 0 && c.out_of_order == 0 && c.errors == 0 && c.lost == 0 && c.duplicated == 0 && c.setup_failed == 0
    }
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

/// Runs the plan; the servers' processes `server_pids` (one per instance, or none) are sampled
/// for memory and CPU, summed over the instances.
pub async fn run(plan: Plan, server_pids: &[u32]) -> Report {
    let plan = Arc::new(plan);
    let interval_ms = plan.interval.as_millis() as u64;
    let mut report = Report { tables: plan.tables, players: plan.players, interval_ms, ..Report::default() };
    let setup_start = Instant::now();
    let setup_deadline = setup_start + plan.setup_time;
    let gate = Arc::new(Semaphore::new(plan.setup_concurrency.max(1)));
    let mut tasks = Vec::new();
    for i in 0..plan.tables {
        let (plan, gate) = (plan.clone(), gate.clone());
        tasks.push(tokio::spawn(async move {
            let _permit = gate.acquire().await;
            let left = setup_deadline.saturating_duration_since(Instant::now());
            match tokio::time::timeout(left, setup(&plan, i)).await {
                Ok(result) => result,
                Err(_) => Err("setup time limit".into()),
            }
        }));
    }
    let mut ready = Vec::new();
    for task in tasks {
        match task.await {
            Ok(Ok(t)) => ready.push(t),
            Ok(Err(e)) => {
                report.counts.setup_failed += 1;
                report.counts.problem(format!("setup: {e}"));
            }
            Err(e) => {
                report.counts.setup_failed += 1;
                report.counts.problem(format!("setup task: {e}"));
            }
        }
    }
    report.setup_seconds = setup_start.elapsed().as_secs_f64();
    report.connected = ready.iter().map(|t| t.sockets.len()).sum();

    let pids: Vec<u32> = server_pids.to_vec();
    let before = sample_all(&pids);
    let me_before = sample(std::process::id());
    let max_rss = Arc::new(std::sync::atomic::AtomicU64::new(before.map_or(0, |s| s.rss_kb)));
    let sampler = (!pids.is_empty()).then(|| {
        let (max_rss, pids) = (max_rss.clone(), pids.clone());
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(Duration::from_millis(200)).await;
                match sample_all(&pids) {
                    Some(s) => max_rss.fetch_max(s.rss_kb, std::sync::atomic::Ordering::Relaxed),
                    None => return,
                };
            }
        })
    });
    let play_start = Instant::now();
    let deadline = play_start + plan.play_time;
    let tasks: Vec<_> =
        ready.into_iter().enumerate().map(|(i, t)| tokio::spawn(play(plan.clone(), t, deadline, i))).collect();
    for task in tasks {
        match task.await {
            Ok(counts) => report.counts.add(counts),
            Err(e) => report.counts.problem(format!("play task: {e}")),
        }
    }
    report.play_seconds = play_start.elapsed().as_secs_f64();
    if let Some(s) = sampler {
        s.abort();
    }
    let after = sample_all(&pids);
    if let (Some(b), Some(a)) = (before, after) {
        let max = max_rss.load(std::sync::atomic::Ordering::Relaxed).max(a.rss_kb);
        report.server_rss_mb = Some([b.rss_kb as f64 / 1024.0, max as f64 / 1024.0, a.hwm_kb as f64 / 1024.0]);
        let cpu = (a.cpu_ticks - b.cpu_ticks) as f64 / TICKS_PER_SECOND;
        report.server_cpu_percent = Some(100.0 * cpu / report.play_seconds.max(1e-9));
    }
    if let (Some(b), Some(a)) = (me_before, sample(std::process::id())) {
        let cpu = (a.cpu_ticks - b.cpu_ticks) as f64 / TICKS_PER_SECOND;
        report.loadgen_cpu_percent = Some(100.0 * cpu / report.play_seconds.max(1e-9));
    }
    let mut latencies = std::mem::take(&mut report.counts.latencies_us);
    latencies.sort_unstable();
    report.latency_ms = [percentile(&latencies, 0.5), percentile(&latencies, 0.99), percentile(&latencies, 1.0)];
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_seats_view_is_counted_as_leaked() {
        let mut mirror = Mirror::new("heuchel", "base", 4, 3).unwrap();
        let action = mirror.random_action(&mut Rng::from_state(1));
        mirror.play(&action).unwrap();
        let frame = |seat: u8, shown: u8| {
            let (view, log) = mirror.view_log_text(shown);
            format!(r#"{{"log":{log},"seat":{seat},"type":"state","version":1,"view":{view}}}"#)
        };
        let mut counts = Counts::default();
        assert!(check(&mut counts, &frame(1, 1), 1, &mirror, false));
        assert_eq!((counts.leaked, counts.out_of_order), (0, 0));
        // The same JSON in another key order is no leak.
        let reordered = serde_json::to_string(&serde_json::from_str::<Value>(&frame(2, 2)).unwrap()).unwrap();
        assert!(check(&mut counts, &reordered, 2, &mirror, false));
        assert_eq!(counts.leaked, 0);
        check(&mut counts, &frame(1, 0), 1, &mirror, false);
        assert_eq!(counts.leaked, 1, "seat 0's view and log shown to seat 1");
        check(&mut counts, &frame(1, 1), 1, &Mirror::new("heuchel", "base", 4, 3).unwrap(), false);
        assert_eq!(counts.out_of_order, 1);
    }
}
