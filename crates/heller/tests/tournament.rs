//! The `heller-tournament` program, run as a user would: figures that add up, the same results
//! on any thread count, the game's settings in the report, and clear refusals of bad command lines.

use serde_json::Value;
use std::process::{Command, Output};

fn tournament(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_heller-tournament")).args(args).output().expect("the program runs")
}

fn json(args: &[&str]) -> Value {
    let output = tournament(&[args, &["--json"]].concat());
    assert!(output.status.success(), "failed: {}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("the output is JSON")
}

/// The results without the timings, the only figures allowed to vary.
fn without_timings(mut v: Value) -> Value {
    let object = v.as_object_mut().unwrap();
    object.remove("seconds");
    object.remove("gamesPerSecond");
    for p in object["participants"].as_array_mut().unwrap() {
        p.as_object_mut().unwrap().remove("msPerDecision");
    }
    v
}

#[test]
fn a_small_run_adds_up_and_names_its_game() {
    let v = json(&["--seats", "medium,easy,easy", "--games", "5", "--variant", "open-ended"]);
    // Rounded up to whole rotations of three seats.
    assert_eq!((v["games"].as_u64(), v["deals"].as_u64(), v["gamesAsked"].as_u64()), (Some(6), Some(2), Some(5)));
    assert_eq!(v["variant"], "open-ended");
    assert_eq!(v["noLuck"], false);
    let participants = v["participants"].as_array().unwrap();
    let mut total = 0.0;
    for p in participants {
        let seats = p["seats"].as_u64().unwrap();
        assert_eq!(p["games"].as_u64().unwrap(), 6 * seats);
        total += p["winShare"]["mean"].as_f64().unwrap() * seats as f64;
        // Money at the end: never below zero (D4).
        assert!(p["score"]["mean"].as_f64().unwrap() >= 0.0, "{p}");
        assert!(p["decisions"].as_u64().unwrap() > 0);
    }
    assert!((total - 1.0).abs() < 1e-9, "each game's win is shared out in full: {total}");
    let command = v["command"].as_str().unwrap();
    assert!(command.contains("--seats medium,easy,easy --variant open-ended --games 6 --seed 1"), "{command}");
}

#[test]
fn results_do_not_depend_on_the_thread_count() {
    let args = ["--seats", "easy,medium", "--games", "4", "--seed", "9", "--no-luck"];
    let one = without_timings(json(&[&args[..], &["--threads", "1"]].concat()));
    let two = without_timings(json(&[&args[..], &["--threads", "2"]].concat()));
    assert_eq!(one, two);
    assert_eq!(one["noLuck"], true);
    // A different seed deals different games.
    let other = without_timings(json(&["--seats", "easy,medium", "--games", "4", "--seed", "10", "--no-luck"]));
    assert_ne!(one["participants"], other["participants"]);
}

#[test]
fn bad_command_lines_are_refused_with_a_reason() {
    for (args, needle) in [
        (&["--seats", "hard"][..], "2 to 4"),
        (&["--seats", "easy,easy,easy,easy,easy"], "2 to 4"),
        (&["--seats", "easy,wizard"], "wizard"),
        (&["--games", "0"], "--games"),
        (&["--variant", "poker"], "poker"),
        (&["--threads", "0"], "--threads"),
        (&["--frobnicate"], "--frobnicate"),
    ] {
        let output = tournament(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}
