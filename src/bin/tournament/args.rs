//! The command line: `--name value` or `--name=value`, each option at most once, no positionals.

use crate::games::{Heuchel, Participant};
use heuchel::bot::Budget;
use heuchel::state::{MAX_PLAYERS, MIN_PLAYERS};
use heuchel::Variant;
use platform::tournament::Plan;

pub const DEFAULT_SEATS: &str = "medium,easy,easy,easy";
pub const DEFAULT_GAMES: u64 = 600;
pub const DEFAULT_THREADS: usize = 2;

/// A parsed command line.
#[derive(Debug)]
pub struct Args {
    pub plan: Plan<Participant>,
    pub game: Heuchel,
    /// `--games` as given, before rounding up to whole rotations.
    pub games_asked: u64,
    pub threads: usize,
    pub json: bool,
}

pub enum Command {
    Help,
    Run(Args),
}

const VALUED: [&str; 7] = ["--seats", "--variant", "--games", "--seed", "--budget", "--expert-budget", "--threads"];

pub fn parse(argv: &[String]) -> Result<Command, String> {
    let mut values: Vec<(&str, String)> = Vec::new();
    let mut json = false;
    let mut args = argv.iter();
    while let Some(arg) = args.next() {
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (arg.as_str(), None),
        };
        match name {
            "-h" | "--help" | "help" => return Ok(Command::Help),
            "--json" if inline.is_none() => {
                if json {
                    return Err("--json is given twice".into());
                }
                json = true;
            }
            _ if VALUED.contains(&name) => {
                let key = VALUED.iter().copied().find(|&v| v == name).unwrap_or_default();
                let value = match inline.or_else(|| args.next().cloned()) {
                    Some(value) => value,
                    None => return Err(format!("{key} needs a value")),
                };
                if values.iter().any(|(k, _)| *k == key) {
                    return Err(format!("{key} is given twice"));
                }
                values.push((key, value));
            }
            _ if arg.starts_with('-') => return Err(format!("unknown option {arg:?}")),
            _ => return Err(format!("unexpected argument {arg:?}")),
        }
    }
    let get = |key: &str| values.iter().find(|(k, _)| *k == key).map(|(_, v)| v.as_str());

    let lineup = seats(get("--seats").unwrap_or(DEFAULT_SEATS))?;
    let variant = match get("--variant").unwrap_or("base") {
        "base" => Variant::Base,
        "dice" => Variant::Dice,
        other => return Err(format!("--variant is base or dice, got {other:?}")),
    };
    let games_asked = positive(get("--games"), "--games", DEFAULT_GAMES)?;
    let first_seed = match get("--seed") {
        None => 1,
        Some(text) => text.parse().map_err(|_| format!("--seed is a whole number 0 to {}, got {text:?}", u64::MAX))?,
    };
    let iterations = budget(get("--budget"), "--budget", Budget::DEFAULT)?;
    let expert = budget(get("--expert-budget"), "--expert-budget", Budget::EXPERT)?;
    let threads = positive(get("--threads"), "--threads", DEFAULT_THREADS as u64)?;
    if threads > 256 {
        return Err(format!("--threads is at most 256, got {threads}"));
    }
    let plan = Plan::for_games(lineup, first_seed, games_asked);
    let game = Heuchel { variant, budget: iterations, expert_budget: expert };
    Ok(Command::Run(Args { plan, game, games_asked, threads: threads as usize, json }))
}

/// A search budget in iterations: `default` when not given.
fn budget(text: Option<&str>, name: &str, default: Budget) -> Result<Budget, String> {
    let iterations = positive(text, name, u64::from(default.iterations))?;
    let iterations = u32::try_from(iterations).map_err(|_| format!("{name} is at most {}", u32::MAX))?;
    Ok(Budget { iterations })
}

/// `hard,medium,medium` → one participant per seat.
pub fn seats(text: &str) -> Result<Vec<Participant>, String> {
    let lineup = text
        .split(',')
        .map(|name| {
            Participant::parse(name.trim())
                .ok_or_else(|| format!("unknown participant {name:?} in --seats: use {}", Participant::NAMES))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if !(MIN_PLAYERS as usize..=MAX_PLAYERS as usize).contains(&lineup.len()) {
        return Err(format!(
            "--seats names one participant per seat, {MIN_PLAYERS} to {MAX_PLAYERS} of them; got {}",
            lineup.len()
        ));
    }
    Ok(lineup)
}

fn positive(text: Option<&str>, what: &str, default: u64) -> Result<u64, String> {
    match text.map(str::parse::<u64>) {
        None => Ok(default),
        Some(Ok(n)) if n > 0 => Ok(n),
        _ => Err(format!("{what} is a whole number of at least 1, got {:?}", text.unwrap_or_default())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str]) -> Result<Args, String> {
        let argv: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        match parse(&argv)? {
            Command::Run(args) => Ok(args),
            Command::Help => Err("help".into()),
        }
    }

    #[test]
    fn games_round_up_to_whole_rotations() {
        let a = run(&["--seats", "easy,random,random,greedy", "--games=10"]).unwrap();
        assert_eq!((a.games_asked, a.plan.deals, a.plan.games()), (10, 3, 12));
    }

    #[test]
    fn refusals() {
        for (args, needle) in [
            (&["--seats", "easy,random"][..], "3 to 6"),
            (&["--seats", "easy,easy,wizard"], "unknown participant"),
            (&["--games", "0"], "--games"),
            (&["--games"], "needs a value"),
            (&["--variant", "chess"], "base or dice"),
            (&["--seed", "-1"], "--seed"),
            (&["--threads", "1", "--threads", "2"], "twice"),
            (&["--frobnicate"], "unknown option"),
            (&["extra"], "unexpected argument"),
        ] {
            let err = run(args).unwrap_err();
            assert!(err.contains(needle), "{args:?}: {err}");
        }
    }
}
