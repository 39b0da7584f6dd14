//! `loadgen`: scripted seats play random legal actions against an online tables server over
//! real WebSockets, every frame checked against the engines (see the library's documentation).
//!
//! ```sh
//! target/server/loadgen --spawn target/server/heuchel-server --tables 500 --players 4 --game heller --seconds 30
//! ```

use clap::Parser;
use std::io::BufRead;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// Plays T tables of P scripted seats against a server on loopback and reports throughput,
/// latency, the server's memory and CPU, and every check.
#[derive(Debug, Parser)]
#[command(name = "loadgen", version)]
struct Args {
    /// A running server's address (it must run with --allow-seed and a tables-per-minute limit
    /// that allows the tables). Given more than once: the instances of one deployment on a
    /// shared Postgres and NATS, each table's seats spread over them (scripts/test-scaleout.sh
    /// --load runs it so).
    #[arg(long, conflicts_with = "spawn", required_unless_present = "spawn")]
    server: Vec<SocketAddr>,
    /// A running server's process id, for its memory and CPU (once per instance: summed).
    #[arg(long, requires = "server")]
    pid: Vec<u32>,
    /// Starts this server binary as a child on 127.0.0.1:0 with a new SQLite database in the
    /// temporary folder, --allow-seed and no table creation limit; stopped at the end.
    #[arg(long)]
    spawn: Option<PathBuf>,
    /// Tables.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=5000))]
    tables: u32,
    /// Seats per table.
    #[arg(long, default_value_t = 4)]
    players: u8,
    /// `heller` or `heuchel`.
    #[arg(long, default_value = "heller")]
    game: String,
    /// The variant (default: the game's standard one).
    #[arg(long, default_value = "")]
    variant: String,
    /// Time limit of the play, seconds (the setup has its own, as long).
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=3600))]
    seconds: u64,
    /// Table i is seeded seed + i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Tables set up at once.
    #[arg(long, default_value_t = 16)]
    setup_concurrency: usize,
    /// Each table plays one move per this many milliseconds (0: as fast as the server
    /// answers). 500 tables at 500 ms offer 1,000 moves/s.
    #[arg(long, default_value_t = 0)]
    interval_ms: u64,
    /// Worker threads of the load generator's runtime.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Prints the report as JSON.
    #[arg(long)]
    json: bool,
}

/// A server started as a child; killed when dropped.
struct Spawned {
    child: Child,
    db: PathBuf,
    site: PathBuf,
}

impl Drop for Spawned {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", self.db.display()));
        }
        let _ = std::fs::remove_dir(&self.site);
    }
}

fn spawn(binary: &PathBuf) -> Result<(Spawned, SocketAddr), String> {
    let dir = std::env::temp_dir();
    let db = dir.join(format!("loadgen-{}.sqlite", std::process::id()));
    let site = dir.join(format!("loadgen-site-{}", std::process::id()));
    std::fs::create_dir_all(&site).map_err(|e| e.to_string())?;
    let mut child = Command::new(binary)
        .args(["--addr", "127.0.0.1:0", "--allow-seed", "--tables-per-minute", "0", "--db"])
        .arg(&db)
        .arg("--site")
        .arg(&site)
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", binary.display()))?;
    let stdout = child.stdout.take().ok_or("no stdout")?;
    let spawned = Spawned { child, db, site };
    let mut line = String::new();
    std::io::BufReader::new(stdout).read_line(&mut line).map_err(|e| e.to_string())?;
    let addr = line
        .trim()
        .strip_prefix("listening on http://")
        .and_then(|a| a.parse().ok())
        .ok_or_else(|| format!("the server said {line:?}"))?;
    Ok((spawned, addr))
}

fn main() {
    let args = Args::parse();
    let (spawned, addrs, pids) = match &args.spawn {
        Some(binary) => match spawn(binary) {
            Ok((s, addr)) => {
                let pid = s.child.id();
                (Some(s), vec![addr], vec![pid])
            }
            Err(e) => {
                eprintln!("loadgen: {e}");
                std::process::exit(2);
            }
        },
        None => (None, args.server.clone(), args.pid.clone()),
    };
    if addrs.is_empty() || !addrs.iter().all(|a| a.ip().is_loopback()) {
        eprintln!("loadgen: only a server on loopback (127.0.0.1) is played against");
        std::process::exit(2);
    }
    let plan = loadgen::Plan {
        addrs,
        game: args.game,
        variant: args.variant,
        tables: args.tables as usize,
        players: args.players,
        play_time: Duration::from_secs(args.seconds),
        setup_time: Duration::from_secs(args.seconds.max(30)),
        seed: args.seed,
        setup_concurrency: args.setup_concurrency,
        frame_wait: Duration::from_secs(10),
        interval: Duration::from_millis(args.interval_ms),
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(args.threads.max(1))
        .enable_all()
        .build()
        .expect("a runtime");
    let report = runtime.block_on(loadgen::run(plan, &pids));
    drop(spawned);
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report.json()).expect("plain data"));
    } else {
        print!("{}", report.table());
    }
    if !report.clean() {
        std::process::exit(1);
    }
}
