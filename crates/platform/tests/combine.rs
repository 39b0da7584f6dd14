//! A tournament line played in parts and joined (platform::tournament::combine): the outputs of
//! the first game's tournament program (medium,easy,easy, base) over deals 1–4 in one run, and
//! the same deals as two runs of two (`--seed 1 --games 6`, `--seed 3 --games 6`).
#![cfg(feature = "tournament")]

use platform::tournament::combine::{combine, pool, table, Pooled};
use serde_json::Value;

fn load(name: &str) -> Value {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn close(a: f64, b: f64, what: &str) {
    assert!((a - b).abs() < 1e-9, "{what}: {a} against {b}");
}

fn f(v: &Value, path: &[&str]) -> f64 {
    path.iter().fold(v, |v, k| &v[*k]).as_f64().unwrap()
}

#[test]
fn two_parts_make_the_line_one_run_over_all_their_deals_prints() {
    let whole = load("tournament-whole.json");
    let parts = [load("tournament-part1.json"), load("tournament-part2.json")];
    let reversed = [parts[1].clone(), parts[0].clone()];
    for line in [combine(&parts).unwrap(), combine(&reversed).unwrap()] {
        for key in ["games", "deals", "command", "players", "variant", "budget", "expertBudget", "lineup"] {
            assert_eq!(line[key], whole[key], "{key}");
        }
        assert_eq!(line["firstSeed"], 1);
        let keys: Vec<&String> = line.as_object().unwrap().keys().collect();
        assert_eq!(
            &keys[..6],
            ["command", "players", "variant", "budget", "expertBudget", "lineup"],
            "the settings in place"
        );
        for (p, w) in line["participants"].as_array().unwrap().iter().zip(whole["participants"].as_array().unwrap()) {
            assert_eq!(p["level"], w["level"]);
            assert_eq!(p["decisions"], w["decisions"]);
            for key in ["winShare", "winSharePaired", "score", "scorePaired"] {
                assert_eq!(p[key]["n"], w[key]["n"], "{key}");
                close(f(p, &[key, "mean"]), f(w, &[key, "mean"]), key);
                close(f(p, &[key, "ci95"]), f(w, &[key, "ci95"]), key);
            }
            for (s, ws) in p["bySeat"].as_array().unwrap().iter().zip(w["bySeat"].as_array().unwrap()) {
                assert_eq!(s["games"], ws["games"]);
                close(s["winShare"].as_f64().unwrap(), ws["winShare"].as_f64().unwrap(), "by seat");
            }
        }
    }
    // The parts differ from each other, so the pooling is not trivially right.
    assert_ne!(parts[0]["participants"][0]["winShare"]["mean"], parts[1]["participants"][0]["winShare"]["mean"]);
}

#[test]
fn pooled_intervals_agree_with_the_interval_of_the_joined_samples() {
    let est = |xs: &[f64]| {
        let n = xs.len() as f64;
        let mean = xs.iter().sum::<f64>() / n;
        let s = (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
        Pooled { n: xs.len() as u64, mean: Some(mean), ci95: Some(1.96 * s / n.sqrt()) }
    };
    let (a, b) = ([1.0, 0.0, 0.0, 0.5, 1.0], [0.0, 0.0, 1.0, 0.0]);
    let pooled = pool(&[est(&a), est(&b), Pooled { n: 1, mean: Some(0.25), ci95: None }]).unwrap();
    let direct = est(&[&a[..], &b[..], &[0.25]].concat());
    close(pooled.mean.unwrap(), direct.mean.unwrap(), "mean");
    close(pooled.ci95.unwrap(), direct.ci95.unwrap(), "ci95");
}

#[test]
fn parts_that_overlap_leave_a_gap_or_differ_are_refused() {
    let parts = [load("tournament-part1.json"), load("tournament-part2.json")];
    let with = |key: &str, value: Value| {
        let mut p = parts[1].clone();
        p[key] = value;
        p
    };
    assert!(combine(&[parts[0].clone(), parts[0].clone()]).unwrap_err().contains("overlap"));
    assert!(combine(&[parts[0].clone(), with("firstSeed", 4.into())]).unwrap_err().contains("gap"));
    assert!(combine(&[parts[0].clone(), with("variant", "dice".into())]).unwrap_err().contains("variant"));
    assert!(combine(&[parts[0].clone(), with("budget", 99.into())]).unwrap_err().contains("budget"));
    let lineup = serde_json::json!(["hard", "easy", "easy"]);
    assert!(combine(&[parts[0].clone(), with("lineup", lineup)]).unwrap_err().contains("lineup"));
    // A setting only the second game's program writes is compared too.
    let mut luck = parts[1].clone();
    luck.as_object_mut().unwrap().insert("noLuck".into(), true.into());
    assert!(combine(&[parts[0].clone(), luck]).unwrap_err().contains("noLuck"));
    assert_eq!(combine(&[]).unwrap_err(), "no parts given");
}

#[test]
fn the_table_names_each_level_with_its_share_and_intervals() {
    let whole = load("tournament-whole.json");
    let text = table(&combine(&[load("tournament-part1.json"), load("tournament-part2.json")]).unwrap());
    assert!(text.starts_with("3 players, base, 12 games (deals 1–4)"), "{text}");
    let w = &whole["participants"][0]["winShare"];
    let expected = format!("medium   {:.3} ± {:.3}", w["mean"].as_f64().unwrap(), w["ci95"].as_f64().unwrap());
    assert!(text.contains(&expected), "{text}");
}
