//! Joining the parts of one tournament line: each part the `--json` output of a game's tournament
//! program over its own range of deals, joined into the object one run over all the deals would
//! print (the statistics exact up to rounding, the times summed). A long line (an Expert's takes
//! hours) can so be played on several cores or machines, or over several sessions.
//!
//! The parts must have the same players, lineup and settings (every key a game's program adds,
//! its variant and budgets among them), and their deals must be contiguous and must not overlap
//! (`--seed 1 --games 300` and `--seed 101 --games 300` make `--seed 1 --games 600` at three
//! players). The intervals combine from each part's n, mean and ci95: the program's interval is
//! mean ± 1.96·s/√n with the sample standard deviation, so each part's sum of squares is recovered
//! from them and pooled.

use serde_json::{json, Map, Value};

const Z95: f64 = 1.96;

/// The keys of a part that are the line's own statistics; every other key is a setting, which
/// the parts must share and the line keeps as it is.
const OWN: [&str; 11] = [
    "command",
    "players",
    "lineup",
    "firstSeed",
    "deals",
    "games",
    "gamesAsked",
    "sharedWins",
    "participants",
    "seconds",
    "gamesPerSecond",
];

/// An estimate of a mean: its sample size, the mean and the half-width of its 95 % interval
/// (none under two samples).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pooled {
    /// Samples.
    pub n: u64,
    /// Their mean (none without samples).
    pub mean: Option<f64>,
    /// The half-width of the 95 % interval of the mean.
    pub ci95: Option<f64>,
}

/// The estimate of the union of disjoint samples, from each one's estimate.
///
/// # Errors
///
/// A part of two or more samples without an interval.
///
/// # Examples
///
/// ```
/// use platform::tournament::combine::{pool, Pooled};
/// let one = Pooled { n: 2, mean: Some(0.5), ci95: Some(0.98) };
/// let two = Pooled { n: 2, mean: Some(0.5), ci95: Some(0.98) };
/// let both = pool(&[one, two]).unwrap();
/// assert_eq!((both.n, both.mean), (4, Some(0.5)));
/// ```
pub fn pool(parts: &[Pooled]) -> Result<Pooled, String> {
    let n: u64 = parts.iter().map(|p| p.n).sum();
    if n == 0 {
        return Ok(Pooled { n: 0, mean: None, ci95: None });
    }
    let mean = parts.iter().map(|p| p.n as f64 * p.mean.unwrap_or(0.0)).sum::<f64>() / n as f64;
    if n < 2 {
        return Ok(Pooled { n, mean: Some(mean), ci95: None });
    }
    let mut squares = 0.0;
    for p in parts {
        let s = match (p.n, p.ci95) {
            (0 | 1, _) => 0.0,
            (_, Some(ci)) => ci * (p.n as f64).sqrt() / Z95,
            (_, None) => return Err("a part of two or more samples has no interval".into()),
        };
        squares += (p.n as f64 - 1.0) * s * s + p.n as f64 * (p.mean.unwrap_or(0.0) - mean).powi(2);
    }
    Ok(Pooled { n, mean: Some(mean), ci95: Some(Z95 * (squares / (n as f64 - 1.0)).sqrt() / (n as f64).sqrt()) })
}

fn field<'a>(part: &'a Value, key: &str) -> Result<&'a Value, String> {
    part.get(key).ok_or_else(|| format!("a part has no {key}"))
}

fn whole(part: &Value, key: &str) -> Result<u64, String> {
    field(part, key)?.as_u64().ok_or_else(|| format!("{key} is not a whole number"))
}

fn real(part: &Value, key: &str) -> Result<f64, String> {
    field(part, key)?.as_f64().ok_or_else(|| format!("{key} is not a number"))
}

fn estimate(value: &Value) -> Result<Pooled, String> {
    Ok(Pooled {
        n: whole(value, "n")?,
        mean: value.get("mean").and_then(Value::as_f64),
        ci95: value.get("ci95").and_then(Value::as_f64),
    })
}

fn estimate_json(e: Pooled) -> Value {
    json!({ "n": e.n, "mean": e.mean, "ci95": e.ci95 })
}

/// Joins the parts (the tournament program's `--json` objects, in any order) into the line they
/// make up.
///
/// # Errors
///
/// No parts; parts whose players, lineup or settings differ; deals that overlap or leave a gap;
/// a part that is not the program's output.
pub fn combine(parts: &[Value]) -> Result<Value, String> {
    let mut sorted: Vec<&Value> = parts.iter().collect();
    if sorted.is_empty() {
        return Err("no parts given".into());
    }
    let mut seeds = Vec::new();
    for p in &sorted {
        seeds.push(whole(p, "firstSeed")?);
    }
    let mut order: Vec<usize> = (0..sorted.len()).collect();
    order.sort_by_key(|&i| seeds[i]);
    sorted = order.iter().map(|&i| sorted[i]).collect();
    let first = sorted[0].as_object().ok_or("a part is not a JSON object")?;
    // Every setting any part has (a key only one part has differs from the others' nothing).
    let mut settings: Vec<&String> = Vec::new();
    for p in &sorted {
        for key in p.as_object().ok_or("a part is not a JSON object")?.keys() {
            if !OWN.contains(&key.as_str()) && !settings.contains(&key) {
                settings.push(key);
            }
        }
    }
    for p in &sorted[1..] {
        for key in ["players", "lineup"].iter().copied().chain(settings.iter().map(|k| k.as_str())) {
            let (a, b) = (first.get(key), p.get(key));
            if a != b {
                return Err(format!(
                    "the parts differ in {key}: {} and {}",
                    a.map_or("nothing".into(), Value::to_string),
                    b.map_or("nothing".into(), Value::to_string)
                ));
            }
        }
    }
    for pair in sorted.windows(2) {
        let end = whole(pair[0], "firstSeed")? + whole(pair[0], "deals")?;
        let next = whole(pair[1], "firstSeed")?;
        if next != end {
            let what = if next < end { "overlap" } else { "leave a gap" };
            return Err(format!("the parts' deals {what}: one ends before seed {end}, the next starts at {next}"));
        }
    }
    let sum = |key: &str| sorted.iter().map(|p| whole(p, key)).sum::<Result<u64, String>>();
    let games = sum("games")?;
    let seconds = sorted.iter().map(|p| real(p, "seconds")).sum::<Result<f64, String>>()?;
    let lists: Vec<&Vec<Value>> = sorted
        .iter()
        .map(|p| field(p, "participants")?.as_array().ok_or_else(|| "participants is not a list".to_string()))
        .collect::<Result<_, _>>()?;
    let mut participants = Vec::new();
    for (i, fp) in lists[0].iter().enumerate() {
        let all: Vec<&Value> =
            lists.iter().map(|l| l.get(i).ok_or("the parts list different participants")).collect::<Result<_, _>>()?;
        let pooled = |key: &str| -> Result<Value, String> {
            let estimates: Vec<Pooled> = all.iter().map(|p| estimate(field(p, key)?)).collect::<Result<_, _>>()?;
            Ok(estimate_json(pool(&estimates)?))
        };
        let decisions = all.iter().map(|p| whole(p, "decisions")).sum::<Result<u64, String>>()?;
        let seats = field(fp, "bySeat")?.as_array().ok_or("bySeat is not a list")?.len();
        let mut by_seat = Vec::new();
        for s in 0..seats {
            let mut seat_games = 0;
            let mut wins = 0.0;
            for p in &all {
                let seat = field(p, "bySeat")?.get(s).ok_or("the parts have different seats")?;
                let g = whole(seat, "games")?;
                seat_games += g;
                wins += g as f64 * real(seat, "winShare")?;
            }
            by_seat.push(
                json!({ "games": seat_games, "winShare": if seat_games > 0 { wins / seat_games as f64 } else { 0.0 } }),
            );
        }
        let mut ms = 0.0;
        for p in &all {
            ms += whole(p, "decisions")? as f64 * real(p, "msPerDecision")?;
        }
        let mut out = Map::new();
        out.insert("level".into(), field(fp, "level")?.clone());
        out.insert("seats".into(), field(fp, "seats")?.clone());
        out.insert("games".into(), json!(all.iter().map(|p| whole(p, "games")).sum::<Result<u64, String>>()?));
        out.insert("fairShare".into(), field(fp, "fairShare")?.clone());
        for key in ["winShare", "winSharePaired", "score", "scorePaired"] {
            out.insert(key.into(), pooled(key)?);
        }
        out.insert("bySeat".into(), Value::Array(by_seat));
        out.insert("decisions".into(), json!(decisions));
        out.insert("msPerDecision".into(), json!(if decisions > 0 { ms / decisions as f64 } else { 0.0 }));
        participants.push(Value::Object(out));
    }
    let command = field(sorted[0], "command")?.as_str().ok_or("command is not text")?;
    let first_seed = whole(sorted[0], "firstSeed")?;
    let mut line = Map::new();
    line.insert(
        "command".into(),
        json!(replace_number(&replace_number(command, "--games", games), "--seed", first_seed)),
    );
    line.insert("players".into(), first["players"].clone());
    for key in &settings {
        line.insert((*key).clone(), first.get(key.as_str()).cloned().unwrap_or(Value::Null));
    }
    line.insert("lineup".into(), first["lineup"].clone());
    line.insert("firstSeed".into(), json!(first_seed));
    line.insert("deals".into(), json!(sum("deals")?));
    line.insert("games".into(), json!(games));
    line.insert("gamesAsked".into(), json!(sum("gamesAsked")?));
    line.insert("sharedWins".into(), json!(sum("sharedWins")?));
    line.insert("participants".into(), Value::Array(participants));
    line.insert("seconds".into(), json!(seconds));
    line.insert("gamesPerSecond".into(), if seconds > 0.0 { json!(games as f64 / seconds) } else { Value::Null });
    let list: Vec<Value> = sorted
        .iter()
        .map(|p| {
            Ok(json!({ "firstSeed": whole(p, "firstSeed")?, "deals": whole(p, "deals")?, "games": whole(p, "games")? }))
        })
        .collect::<Result<_, String>>()?;
    line.insert("parts".into(), Value::Array(list));
    Ok(Value::Object(line))
}

/// `command` with the number after `option` replaced by `value`.
fn replace_number(command: &str, option: &str, value: u64) -> String {
    let pattern = format!("{option} ");
    let Some(at) = command.find(&pattern) else { return command.to_string() };
    let start = at + pattern.len();
    let end = command[start..].find(|c: char| !c.is_ascii_digit()).map_or(command.len(), |e| start + e);
    format!("{}{value}{}", &command[..start], &command[end..])
}

fn three(x: Option<f64>) -> String {
    x.map_or("–".into(), |x| format!("{x:.3}"))
}

/// The joined line in a few lines of text: one per participant, its win share ± the plain
/// interval (± the paired one), against the fair share, with its mean score and time a decision.
pub fn table(line: &Value) -> String {
    let get = |v: &Value, k: &str| v.get(k).and_then(Value::as_u64).unwrap_or(0);
    let first = get(line, "firstSeed");
    let no_luck = if line.get("noLuck").and_then(Value::as_bool) == Some(true) { ", without luck" } else { "" };
    let mut out = format!(
        "{} players, {}{no_luck}, {} games (deals {}–{})",
        get(line, "players"),
        line.get("variant").and_then(Value::as_str).unwrap_or("?"),
        get(line, "games"),
        first,
        first + get(line, "deals").saturating_sub(1)
    );
    for p in line.get("participants").and_then(Value::as_array).into_iter().flatten() {
        let e = |k: &str| p.get(k).cloned().unwrap_or(Value::Null);
        let num = |v: Value, k: &str| v.get(k).and_then(Value::as_f64);
        out += &format!(
            "\n{:<8} {} ± {} (± {})  fair {}  score {:.1}  {:.1} ms a decision",
            p.get("level").and_then(Value::as_str).unwrap_or("?"),
            three(num(e("winShare"), "mean")),
            three(num(e("winShare"), "ci95")),
            three(num(e("winSharePaired"), "ci95")),
            three(p.get("fairShare").and_then(Value::as_f64)),
            num(e("score"), "mean").unwrap_or(0.0),
            p.get("msPerDecision").and_then(Value::as_f64).unwrap_or(0.0),
        );
    }
    out
}

/// What a tournament program's `combine` prints for the parts' texts (their `--json` outputs):
/// the joined line as JSON, or with `as_table` as [`table`]'s lines; each text's name (a file's
/// path) tells which one is at fault.
///
/// # Errors
///
/// A text that is not JSON, or what [`combine`] refuses.
pub fn combine_texts(texts: &[(String, String)], as_table: bool) -> Result<String, String> {
    let parts = texts
        .iter()
        .map(|(name, text)| serde_json::from_str(text).map_err(|e| format!("{name}: not JSON: {e}")))
        .collect::<Result<Vec<Value>, String>>()?;
    let line = combine(&parts)?;
    Ok(if as_table { table(&line) } else { line.to_string() })
}
