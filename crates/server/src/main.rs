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
    /// The SQLite database: a file (created if missing) or a sqlite: URL.
    #[arg(long, default_value = "heuchel.sqlite")]
    db: String,
    /// The address to listen on (port 0: any free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let running = match server::start(server::Options { site: args.site, db: args.db, addr: args.addr }).await {
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
