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
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let options = server::Options { site: args.site, db: args.db, addr: args.addr };
    let running = match server::start_with(options, args.nats.as_deref()).await {
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
