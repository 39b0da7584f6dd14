//! The `tournament` program, run as a user would: sane figures, the same results on any thread
//! count, every participant in every seat, and clear refusals of bad command lines.

use serde_json::Value;
use std::process::{Command, Output};

fn tournament(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tournament")).args(args).output().expect("the program runs")
}

fn stdout(output: &Output) -> String {
    assert!(output.status.success(), "failed: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    serde_json::from_str(&stdout(&tournament(&all))).expect("the output is JSON")
}

/// The results without the timings, which are the only figures allowed to vary.
fn without_timings(mut v: Value) -> Value {
    let object = v.as_object_mut().unwrap();
    object.remove("seconds");
    object.remove("gamesPerSecond");
    for p in object["participants"].as_array_mut().unwrap() {
        p.as_object_mut().unwrap().remove("msPerDecision");
    }
    v
}

const SMALL: [&str; 4] = ["--seats", "easy,random,random", "--games", "6"];

#[test]
fn a_small_run_adds_up() {
    let v = json(&SMALL);
    assert_eq!(v["games"], 6);
    assert_eq!(v["deals"], 2);
    let participants = v["participants"].as_array().unwrap();
    let names: Vec<&str> = participants.iter().map(|p| p["level"].as_str().unwrap()).collect();
    assert_eq!(names, ["easy", "random"]);
    let mut total_share = 0.0;
    for p in participants {
        let seats = p["seats"].as_u64().unwrap();
        // Every game counts once per seat the participant holds.
        assert_eq!(p["games"].as_u64().unwrap(), 6 * seats);
        let share = p["winShare"]["mean"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&share), "{p}");
        total_share += share * seats as f64;
        assert!((p["fairShare"].as_f64().unwrap() - 1.0 / 3.0).abs() < 1e-12);
        let score = p["score"]["mean"].as_f64().unwrap();
        assert!((-100.0..=100.0).contains(&score), "{p}");
        assert!(p["winShare"]["ci95"].as_f64().unwrap() >= 0.0);
        assert!(p["decisions"].as_u64().unwrap() > 0);
    }
    // Each game's win is shared out in full among its seats.
    assert!((total_share - 1.0).abs() < 1e-9, "{total_share}");
}

#[test]
fn thread_count_changes_nothing() {
    let args = ["--seats", "easy,greedy,random,random", "--games", "16", "--seed", "40", "--variant", "dice"];
    let one = json(&[&args[..], &["--threads", "1"]].concat());
    let two = json(&[&args[..], &["--threads", "2"]].concat());
    assert_eq!(without_timings(one), without_timings(two));
    let text = |threads: &str| -> String {
        let out = stdout(&tournament(&[&args[..], &["--threads", threads]].concat()));
        out.lines().filter(|l| !l.starts_with("time")).collect::<Vec<_>>().join("\n")
    };
    let single = text("1");
    assert_eq!(single, text("3"));
    assert!(
        single.starts_with(
            "# cargo run --release --bin tournament -- --seats easy,greedy,random,random --variant dice --games 16 --seed 40"
        ),
        "{single}"
    );
}

#[test]
fn every_participant_sits_in_every_seat_equally_often() {
    let v = json(&["--seats", "greedy,easy,random,random,random", "--games", "10"]);
    for p in v["participants"].as_array().unwrap() {
        let seats = p["seats"].as_u64().unwrap();
        let by_seat = p["bySeat"].as_array().unwrap();
        assert_eq!(by_seat.len(), 5);
        for seat in by_seat {
            // 2 deals, each with every entry of the lineup once in every seat.
            assert_eq!(seat["games"].as_u64().unwrap(), 2 * seats, "{p}");
        }
    }
}

#[test]
fn games_are_rounded_up_to_whole_rotations() {
    let output = tournament(&["--seats", "random,random,easy,easy", "--games", "5"]);
    let text = stdout(&output);
    assert!(text.contains("= 8 games"), "{text}");
    assert!(text.contains("--games 5 rounded up to 8"), "{text}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("rounded up to 8"));
}

#[test]
fn bad_arguments_are_refused_clearly() {
    for (args, needle) in [
        (&["--seats", "easy,random"][..], "3 to 6"),
        (&["--seats", "easy,easy,grandmaster"], "unknown participant"),
        (&["--games", "none"], "--games"),
        (&["--variant", "poker"], "base or dice"),
        (&["--budget", "0"], "--budget"),
        (&["--threads"], "a value is required"),
        (&["--bogus"], "unexpected argument"),
    ] {
        let output = tournament(args);
        let message = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {message}");
        assert!(message.starts_with("tournament: ") && message.contains(needle), "{args:?}: {message}");
        assert!(!message.contains("panicked"), "{message}");
        assert!(output.stdout.is_empty());
    }
}

#[test]
fn help_names_every_option() {
    let text = stdout(&tournament(&["--help"]));
    for option in ["--seats", "--variant", "--games", "--seed", "--budget", "--threads", "--json"] {
        assert!(text.contains(option), "{option} missing:\n{text}");
    }
}

#[test]
fn a_line_played_in_parts_is_joined_into_the_line_one_run_prints() {
    let dir = std::env::temp_dir().join(format!("tournament-combine-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let lineup = "medium,easy,easy";
    let run =
        |seed: &str, games: &str| stdout(&tournament(&["--seats", lineup, "--games", games, "--seed", seed, "--json"]));
    let whole: serde_json::Value = serde_json::from_str(&run("1", "12")).unwrap();
    let mut paths = Vec::new();
    for (seed, name) in [("3", "second.json"), ("1", "first.json")] {
        let path = dir.join(name);
        std::fs::write(&path, run(seed, "6")).unwrap();
        paths.push(path.display().to_string());
    }
    let args: Vec<&str> = ["combine"].into_iter().chain(paths.iter().map(String::as_str)).collect();
    let joined: serde_json::Value = serde_json::from_str(&stdout(&tournament(&args))).unwrap();
    for key in ["command", "players", "variant", "lineup", "firstSeed", "deals", "games", "sharedWins"] {
        assert_eq!(joined[key], whole[key], "{key}");
    }
    for (p, w) in joined["participants"].as_array().unwrap().iter().zip(whole["participants"].as_array().unwrap()) {
        assert_eq!(p["decisions"], w["decisions"]);
        for key in ["winShare", "score"] {
            let (a, b) = (p[key]["mean"].as_f64().unwrap(), w[key]["mean"].as_f64().unwrap());
            assert!((a - b).abs() < 1e-9, "{key}: {a} against {b}");
        }
    }
    let with_table: Vec<&str> = args.iter().copied().chain(["--table"]).collect();
    assert!(stdout(&tournament(&with_table)).starts_with("3 players, base, 12 games (deals 1–4)"));
    // A part twice: the deals overlap, refused in words.
    let twice = tournament(&["combine", &paths[0], &paths[0]]);
    assert_eq!(twice.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&twice.stderr).contains("overlap"));
    std::fs::remove_dir_all(&dir).unwrap();
}
