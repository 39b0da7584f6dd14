//! `heller-tournament`: the computer players of Auf Heller und Pfennig against each other, on
//! seat-rotated, duplicate-seeded deals, by the site's shared harness (`platform::tournament`).
//!
//! Each deal is played once per rotation of the lineup, so every participant sits in every seat
//! with the same tiles in the same order. Everything is seeded: the same command line prints the
//! same results on any machine and with any thread count (only the timings differ).
//!
//! Exit codes: 0 done, 2 bad command line, 1 a bug (an engine refusal or a bot failure; the
//! message gives the position in notation).

use clap::{Parser, ValueEnum};
use heller::bot::{self, Budget, Level, BUDGETS};
use heller::{Action, Config, State, Variant, View};
use platform::tournament::{self, Outcome, Plan, Setting, Table};
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

/// The command line (clap: help, errors and `--name=value` forms for free).
#[derive(Parser, Debug)]
#[command(
    name = "heller-tournament",
    about = "computer players of Auf Heller und Pfennig against each other",
    after_help = "Progress goes to stderr; results to stdout. See docs/BOTS.md for how to read them."
)]
struct Cli {
    /// One participant per seat, 2 to 4, comma-separated: easy, medium, hard, expert.
    #[arg(long, value_delimiter = ',', default_value = "medium,easy,easy")]
    seats: Vec<Level>,
    /// The standard game (three rounds) or the rulebook's open-ended variant.
    #[arg(long, value_enum, default_value_t = VariantArg::Standard)]
    variant: VariantArg,
    /// Every tile face up at the start of each round (the rulebook's game without luck).
    #[arg(long)]
    no_luck: bool,
    /// Games in all, rounded up to a multiple of the seats: each deal is played once per rotation.
    #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u64).range(1..))]
    games: u64,
    /// Seed of the first deal; deal i uses S+i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Hard's search iterations per decision (default: the engine's default).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    budget: Option<u32>,
    /// Expert's budget per decision, in playout actions (default: the engine's default).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    expert_budget: Option<u32>,
    /// Worker threads; the results do not depend on it.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=256))]
    threads: u64,
    /// Print the results as one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum VariantArg {
    Standard,
    OpenEnded,
}

/// Auf Heller und Pfennig at a tournament: the game's own settings.
struct Heller {
    variant: Variant,
    no_luck: bool,
    budget: Budget,
    expert_budget: Budget,
}

impl Table for Heller {
    type Participant = Level;
    type Rules = heller::rules::Heller;

    fn deal(&self, players: u8, seed: u64) -> Result<State, String> {
        State::new(Config { players, variant: self.variant, no_luck: self.no_luck, seed }).map_err(|e| e.to_string())
    }

    fn decide(&self, who: Level, view: &View, seed: u64) -> Result<Action, String> {
        let budget = if who == Level::Expert { self.expert_budget } else { self.budget };
        bot::choose(who, view, seed, budget).map_err(|e| e.to_string())
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if !(2..=4).contains(&cli.seats.len()) {
        eprintln!("heller-tournament: --seats names one participant per seat, 2 to 4 of them; got {}", cli.seats.len());
        return ExitCode::from(2);
    }
    let variant = match cli.variant {
        VariantArg::Standard => Variant::Standard,
        VariantArg::OpenEnded => Variant::OpenEnded,
    };
    let game = Heller {
        variant,
        no_luck: cli.no_luck,
        budget: cli.budget.map_or(BUDGETS.hard, |iterations| Budget { iterations }),
        expert_budget: cli.expert_budget.map_or(BUDGETS.expert, |iterations| Budget { iterations }),
    };
    // Whole rotations only: a deal played in some seatings but not others would favour someone.
    let plan =
        Plan { lineup: cli.seats.clone(), first_seed: cli.seed, deals: cli.games.div_ceil(cli.seats.len() as u64) };
    if cli.games != plan.games() {
        eprintln!(
            "heller-tournament: --games {} rounded up to {} (whole rotations of {} seats)",
            cli.games,
            plan.games(),
            plan.players()
        );
    }
    let started = Instant::now();
    let progress = tournament::progress_on_stderr("heller-tournament", plan.games());
    let deals = match tournament::play_all(&game, &plan, cli.threads as usize, &progress) {
        Ok(deals) => deals,
        Err(message) => {
            eprintln!("heller-tournament: bug: {message}");
            return ExitCode::FAILURE;
        }
    };
    let elapsed = started.elapsed();
    let tallies = tournament::tally(&plan.lineup, &deals);
    let setting = setting(&cli, &game, &plan);
    let outcome =
        Outcome { plan: &plan, games_asked: cli.games, setting: &setting, deals: &deals, tallies: &tallies, elapsed };
    let text = if cli.json { outcome.json() } else { outcome.text() };
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("heller-tournament: cannot write the results: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The command that plays the same games again, the heading and the settings in JSON.
fn setting(cli: &Cli, game: &Heller, plan: &Plan<Level>) -> Setting {
    let seats: Vec<&str> = plan.lineup.iter().map(|l| l.name()).collect();
    let variant = match game.variant {
        Variant::Standard => "standard",
        Variant::OpenEnded => "open-ended",
    };
    let mut command = format!(
        "cargo run --release -p heller --bin heller-tournament -- --seats {} --variant {variant} --games {} --seed {}",
        seats.join(","),
        plan.games(),
        plan.first_seed
    );
    if cli.no_luck {
        command += " --no-luck";
    }
    let mut notes = Vec::new();
    if plan.lineup.contains(&Level::Hard) {
        command += &format!(" --budget {}", game.budget.iterations);
        notes.push(format!("hard thinks {} iterations per decision", game.budget.iterations));
    }
    if plan.lineup.contains(&Level::Expert) {
        command += &format!(" --expert-budget {}", game.expert_budget.iterations);
        notes.push(format!("expert thinks {} iterations per decision", game.expert_budget.iterations));
    }
    let name = format!("{variant} game{}", if cli.no_luck { " without luck" } else { "" });
    let json = vec![
        ("variant", format!("\"{variant}\"")),
        ("noLuck", cli.no_luck.to_string()),
        ("budget", game.budget.iterations.to_string()),
        ("expertBudget", game.expert_budget.iterations.to_string()),
    ];
    Setting { command, name, notes, json }
}
