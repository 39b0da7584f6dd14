//! A small load (a few tables, seconds) against the server started in-process on loopback:
//! every frame checked, every game played to its end, nothing lost or duplicated.

use std::time::Duration;

async fn small(game: &str, tables: usize, players: u8) {
    let dir = std::env::temp_dir();
    let db = dir.join(format!("loadgen-test-{}-{game}.sqlite", std::process::id()));
    let options =
        server::Options { site: dir.clone(), db: db.display().to_string(), addr: "127.0.0.1:0".parse().unwrap() };
    let limits = server::web::Limits { allow_seed: true, tables_per_minute: 0, ..Default::default() };
    let running = server::start_with(options, limits, None).await.unwrap();
    let plan = loadgen::Plan {
        addrs: vec![running.addr],
        game: game.into(),
        variant: String::new(),
        tables,
        players,
        play_time: Duration::from_secs(30),
        setup_time: Duration::from_secs(30),
        seed: 5,
        setup_concurrency: 4,
        frame_wait: Duration::from_secs(10),
        interval: Duration::ZERO,
    };
    let report = loadgen::run(plan, &[std::process::id()]).await;
    running.stop().await;
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    assert!(report.clean(), "{}", report.table());
    assert_eq!(report.connected, tables * usize::from(players));
    assert_eq!(report.counts.finished, tables as u64, "{}", report.table());
    assert!(report.counts.actions > 0 && report.latency_ms[1] > 0.0);
    assert!(report.server_rss_mb.is_some_and(|m| m[0] > 0.0));
    let json = report.json();
    assert_eq!(json["leakedFrames"], 0);
    assert_eq!(json["lostActions"], 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_small_load_of_both_games_is_clean() {
    tokio::time::timeout(Duration::from_secs(120), async {
        small("heller", 3, 4).await;
        small("heuchel", 2, 4).await;
    })
    .await
    .expect("in time");
}
