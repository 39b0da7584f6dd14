//! The command line (clap: help, errors, `--name value` and `--name=value` without hand-written
//! parsing): playing a line, or joining the parts of one (`tournament combine`).

use crate::games::{Heuchel, Participant};
use clap::{Parser, Subcommand};
use heuchel::bot::{Budget, BUDGETS};
use heuchel::state::{MAX_PLAYERS, MIN_PLAYERS};
use heuchel::Variant;
use platform::tournament::Plan;
use std::path::PathBuf;

pub const DEFAULT_SEATS: &str = "medium,easy,easy,easy";
pub const DEFAULT_GAMES: u64 = 600;
pub const DEFAULT_THREADS: usize = 2;

/// The command line as clap reads it.
#[derive(Parser, Debug)]
#[command(
    name = "tournament",
    about = "tournament — computer players of Heuchel & Meuchel against each other",
    after_help = "Progress goes to stderr; results to stdout. See docs/BOTS.md for how to read them.",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Sub>,
    /// One participant per seat, 3 to 6, comma-separated: easy, medium, hard, expert, random, greedy.
    #[arg(long, default_value = DEFAULT_SEATS, value_parser = lineup)]
    seats: Lineup,
    /// base or dice.
    #[arg(long, default_value = "base", value_parser = variant)]
    variant: Variant,
    /// Games in all, rounded up to a multiple of the seats: each deal is played once per rotation
    /// of the lineup.
    #[arg(long, default_value_t = DEFAULT_GAMES, value_parser = clap::value_parser!(u64).range(1..))]
    games: u64,
    /// Seed of the first deal; deal i uses S+i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Hard's search iterations per decision (default: the engine's default).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    budget: Option<u32>,
    /// Expert's search iterations per decision (default: the engine's default).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    expert_budget: Option<u32>,
    /// Worker threads; the results do not depend on it.
    #[arg(long, default_value_t = DEFAULT_THREADS as u64, value_parser = clap::value_parser!(u64).range(1..=256))]
    threads: u64,
    /// Print the results as one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

#[derive(Subcommand, Debug)]
enum Sub {
    /// Join the --json outputs of one line played in parts over contiguous deals into the line
    /// one run over all the deals would print (exact pooled intervals).
    Combine {
        /// The parts' JSON files.
        #[arg(required = true)]
        parts: Vec<PathBuf>,
        /// A few lines of text instead of the JSON.
        #[arg(long)]
        table: bool,
    },
}

/// A line to play.
#[derive(Debug)]
pub struct Args {
    pub plan: Plan<Participant>,
    pub game: Heuchel,
    /// `--games` as given, before rounding up to whole rotations.
    pub games_asked: u64,
    pub threads: usize,
    pub json: bool,
}

/// What the command line asks.
pub enum Command {
    /// Play a line.
    Run(Args),
    /// Join the parts of a line.
    Combine { parts: Vec<PathBuf>, table: bool },
}

/// Reads the command line (`argv` without the program's name): the command, or clap's error
/// (help and the version are "errors" clap prints itself).
pub fn parse(argv: &[String]) -> Result<Command, clap::Error> {
    let cli = Cli::try_parse_from(std::iter::once("tournament".to_string()).chain(argv.iter().cloned()))?;
    if let Some(Sub::Combine { parts, table }) = cli.command {
        return Ok(Command::Combine { parts, table });
    }
    let budget = |given: Option<u32>, default: Budget| given.map_or(default, |iterations| Budget { iterations });
    let plan = Plan::for_games(cli.seats.0, cli.seed, cli.games);
    let game = Heuchel {
        variant: cli.variant,
        budget: budget(cli.budget, BUDGETS.hard),
        expert_budget: budget(cli.expert_budget, BUDGETS.expert),
    };
    Ok(Command::Run(Args { plan, game, games_asked: cli.games, threads: cli.threads as usize, json: cli.json }))
}

/// The participants of `--seats`, one per seat (a value of its own for clap, not a list of values).
#[derive(Clone, Debug)]
struct Lineup(Vec<Participant>);

fn lineup(text: &str) -> Result<Lineup, String> {
    seats(text).map(Lineup)
}

fn variant(text: &str) -> Result<Variant, String> {
    match text {
        "base" => Ok(Variant::Base),
        "dice" => Ok(Variant::Dice),
        other => Err(format!("--variant is base or dice, got {other:?}")),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str]) -> Result<Args, String> {
        let argv: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        match parse(&argv).map_err(|e| e.to_string())? {
            Command::Run(args) => Ok(args),
            Command::Combine { .. } => Err("combine".into()),
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
            (&["--games"], "a value is required"),
            (&["--variant", "chess"], "base or dice"),
            (&["--seed", "-1"], "-1"),
            (&["--threads", "1", "--threads", "2"], "cannot be used multiple times"),
            (&["--frobnicate"], "unexpected argument"),
            (&["extra"], "unrecognized subcommand"),
            (&["combine"], "required"),
        ] {
            let err = run(args).unwrap_err();
            assert!(err.contains(needle), "{args:?}: {err}");
        }
    }

    #[test]
    fn combine_takes_the_parts_and_the_table_option() {
        let argv: Vec<String> = ["combine", "a.json", "b.json", "--table"].iter().map(|s| s.to_string()).collect();
        let Ok(Command::Combine { parts, table }) = parse(&argv) else { panic!("combine") };
        assert_eq!(parts, [PathBuf::from("a.json"), PathBuf::from("b.json")]);
        assert!(table);
    }
}
