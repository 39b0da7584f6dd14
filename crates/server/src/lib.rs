//! Online tables for the site's two games (issue 30, first milestone): a lobby over HTTP, play
//! over a WebSocket, and every table stored in SQLite so that a restart loses nothing.
//!
//! * [`games`]: both engines behind one small interface ([`games::TableGame`]);
//! * [`store`]: the three tables `games`, `seats`, `moves` and the compare-and-set of a move, in
//!   SQLite or Postgres;
//! * [`table`]: a table in memory, the checks of a move, the computers on the blocking pool;
//! * [`web`]: the routes `/api/…` and `/ws`, and the static site;
//! * [`notify`]: several instances on one Postgres database tell each other of changes over NATS;
//! * [`check`]: the check every test applies to every frame a seat receives.
//!
//! A client only ever receives its own seat's view and log (a spectator the spectator's); the
//! full state and the seed never leave the server.

pub mod check;
pub mod games;
pub mod notify;
pub mod store;
pub mod table;
pub mod token;
pub mod web;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// What a server is started with.
#[derive(Clone, Debug)]
pub struct Options {
    /// The static site's folder.
    pub site: PathBuf,
    /// The database: a file path, a `sqlite:` URL, `sqlite::memory:` or a `postgres://` URL.
    pub db: String,
    /// Where to listen (port 0: any free port).
    pub addr: SocketAddr,
}

/// A server that runs: where it listens, and how to stop it.
pub struct Running {
    /// The address it listens on (the port chosen when 0 was asked).
    pub addr: SocketAddr,
    /// The server's state (tests read its store).
    pub app: Arc<table::App>,
    shutdown: oneshot::Sender<()>,
    task: JoinHandle<std::io::Result<()>>,
}

/// Opens the database, listens, resumes the computers of the tables being played, and serves:
/// the only process on its database.
///
/// # Errors
///
/// The database cannot be opened or the address cannot be bound.
pub async fn start(options: Options) -> Result<Running, Box<dyn std::error::Error + Send + Sync>> {
    start_with(options, web::Limits::default(), None).await
}

/// [`start`] with the given limits on clients ([`web::Limits`]); with `nats` (a NATS server's
/// URL), one of several identical instances on one database: it publishes its tables' changes
/// there and follows the others' ([`notify`]).
///
/// # Errors
///
/// The database or NATS cannot be reached, or the address cannot be bound.
/// How often, among several instances, the tables with sockets here are read again from the
/// database ([`table::App::catch_up_all`]).
pub const CATCH_UP_EVERY: std::time::Duration = std::time::Duration::from_secs(15);

/// How often the tables held in memory are looked at for eviction ([`table::App::evict_idle`]).
pub const EVICT_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// How long a table nobody uses stays in memory.
pub const EVICT_IDLE: std::time::Duration = std::time::Duration::from_secs(600);

pub async fn start_with(
    options: Options,
    limits: web::Limits,
    nats: Option<&str>,
) -> Result<Running, Box<dyn std::error::Error + Send + Sync>> {
    let store = store::Store::open(&options.db).await?;
    let app = table::App::new(store);
    if let Some(url) = nats {
        let bus = notify::Bus::connect(url).await?;
        bus.listen(&app).await?;
        app.set_bus(bus);
    }
    let listener = tokio::net::TcpListener::bind(options.addr).await?;
    let addr = listener.local_addr()?;
    let router = web::router_with(app.clone(), &options.site, limits);
    let (shutdown, signal) = oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        axum::serve(listener, router.into_make_service_with_connect_info::<SocketAddr>())
            .with_graceful_shutdown(async move {
                let _ = signal.await;
            })
            .await
    });
    app.resume().await.map_err(|e| e.message)?;
    // Among several instances, what NATS did not tell (a message lost) is read at the latest
    // CATCH_UP_EVERY later.
    if nats.is_some() {
        every(&app, CATCH_UP_EVERY, |app| async move {
            app.catch_up_all().await;
        });
    }
    // Tables nobody has used for a while leave the memory (they are stored: the next socket or
    // request rebuilds them), so that a long-running server holds only the tables in play.
    every(&app, EVICT_EVERY, |app| async move {
        app.evict_idle(EVICT_IDLE).await;
    });
    Ok(Running { addr, app, shutdown, task })
}

/// Runs `job` on the app every `period`, for as long as the app lives.
fn every<F, Fut>(app: &std::sync::Arc<table::App>, period: std::time::Duration, job: F)
where
    F: Fn(std::sync::Arc<table::App>) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send,
{
    let weak = std::sync::Arc::downgrade(app);
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(period).await;
            let Some(app) = weak.upgrade() else { break };
            job(app).await;
        }
    });
}

impl Running {
    /// Stops listening and the computers, and closes the database: what a crash would leave is
    /// all that stays (every move is stored when it is played).
    pub async fn stop(self) {
        self.app.stop();
        let _ = self.shutdown.send(());
        self.task.abort();
        let _ = self.task.await;
        self.app.store.close().await;
    }

    /// Serves until the task ends (the command line's case).
    ///
    /// # Errors
    ///
    /// The server's I/O error.
    pub async fn wait(self) -> std::io::Result<()> {
        let _keep = self.shutdown;
        match self.task.await {
            Ok(result) => result,
            Err(e) => Err(std::io::Error::other(e)),
        }
    }
}
