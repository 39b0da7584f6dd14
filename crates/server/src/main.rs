//! `heuchel-server`: the site, its online tables' API and WebSocket, from one process.
//!
//! `cargo run -p server --release -- --site dist --db heuchel.sqlite --addr 127.0.0.1:8080`

use clap::Parser;
use std::net::SocketAddr;
use std::path::PathBuf;

/// Serves the static site, /api and /ws for online tables.
#[derive(Debug, Parser)]
#[command(name = "heuchel-server", version)]
struct Args {
    /// The static site's folder.
    #[arg(long, default_value = "dist")]
    site: PathBuf,
    /// The database: a SQLite file (created if missing) or sqlite: URL, or a postgres:// URL
    /// (needed for several instances).
    #[arg(long, env = "DATABASE_URL", default_value = "heuchel.sqlite")]
    db: String,
    /// The address to listen on (port 0: any free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// A NATS server's URL (e.g. nats://127.0.0.1:4222): this instance is one of several on the
    /// same Postgres database, each told of the others' moves there. Without it, this process
    /// must be the only one on its database.
    #[arg(long, env = "NATS_URL")]
    nats: Option<String>,
    /// Tables one client address may create per minute (0: no limit).
    #[arg(long, default_value_t = 20)]
    tables_per_minute: u32,
    /// Sockets open at once with one token of a table.
    #[arg(long, default_value_t = 4)]
    sockets_per_seat: usize,
    /// Messages per second one socket may send; the excess is refused unread.
    #[arg(long, default_value_t = 20)]
    messages_per_second: u32,
    /// Frames queued for one socket before a reader that falls behind is closed.
    #[arg(long, default_value_t = 64)]
    send_queue: usize,
    /// An origin (`https://example.org`) allowed to open a WebSocket besides the server's own
    /// host; repeat for more.
    #[arg(long)]
    allow_origin: Vec<String>,
    /// Tests and benchmarks only: table creation may fix the seed (which reveals hidden cards).
    #[arg(long)]
    allow_seed: bool,
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let limits = server::web::Limits {
        tables_per_minute: args.tables_per_minute,
        sockets_per_seat: args.sockets_per_seat,
        messages_per_second: args.messages_per_second,
        send_queue: args.send_queue,
        allow_origins: args.allow_origin,
        allow_seed: args.allow_seed,
    };
    let options = server::Options { site: args.site, db: args.db, addr: args.addr };
    let running = match server::start_with(options, limits, args.nats.as_deref()).await {
        Ok(running) => running,
        Err(e) => {
            eprintln!("heuchel-server: {e}");
            std::process::exit(1);
        }
    };
    println!("listening on http://{}", running.addr);
    if let Err(e) = running.wait().await {
        eprintln!("heuchel-server: {e}");
        std::process::exit(1);
    }
}
