//! `tournament`: the computer players against each other, on duplicate-seeded deals.
//!
//! Each deal is played once per rotation of the lineup, so every participant sits in every seat
//! on the same cards and the same dice (the die comes from the deal's own rng). The luck of the
//! deal and the advantage of a seat are then shared out evenly, and what differs between the
//! participants is how they play. Everything is seeded: the same command line prints the same
//! results on any machine and with any thread count (only the timings differ).
//!
//! Exit codes: 0 done, 2 bad command line, 1 a bug (an engine refusal or a bot failure; the
//! message gives the position in notation).

mod args;
mod games;

use args::{Args, Command};
use platform::tournament::{self, Outcome};
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "\
tournament — computer players of Heuchel & Meuchel against each other

usage:
  tournament [--seats LINEUP] [--variant base|dice] [--games N] [--seed S]
             [--budget ITER] [--expert-budget ITER] [--threads T] [--json]

  --seats    one participant per seat, 3 to 6, comma-separated: easy, medium, hard, expert,
             random, greedy (default medium,easy,easy,easy)
  --variant  base or dice (default base)
  --games    games in all (default 600), rounded up to a multiple of the seats: each
             deal is played once per rotation of the lineup
  --seed     seed of the first deal; deal i uses S+i (default 1)
  --budget   hard's search iterations per decision (default: the engine's default)
  --expert-budget
             expert's search iterations per decision (default: the engine's default)
  --threads  worker threads (default 2); the results do not depend on it
  --json     print the results as one JSON object instead of a table

Progress goes to stderr; results to stdout. See docs/BOTS.md for how to read them.
";

fn run(args: &Args, out: &mut dyn Write) -> Result<(), Failure> {
    let plan = &args.plan;
    if args.games_asked != plan.games() {
        eprintln!(
            "tournament: --games {} rounded up to {} (whole rotations of {} seats)",
            args.games_asked,
            plan.games(),
            plan.players()
        );
    }
    let started = Instant::now();
    let progress = tournament::progress_on_stderr("tournament", plan.games());
    let deals = tournament::play_all(&args.game, plan, args.threads, &progress).map_err(Failure::Bug)?;
    let elapsed = started.elapsed();
    let tallies = tournament::tally(&plan.lineup, &deals);
    let setting = args.game.setting(plan);
    let games_asked = args.games_asked;
    let outcome = Outcome { plan, games_asked, setting: &setting, deals: &deals, tallies: &tallies, elapsed };
    let text = if args.json { outcome.json() } else { outcome.text() };
    out.write_all(text.as_bytes()).map_err(Failure::Io)
}

enum Failure {
    Usage(String),
    Bug(String),
    Io(io::Error),
}

fn main() -> ExitCode {
    let argv: Result<Vec<String>, _> = std::env::args_os().skip(1).map(|a| a.into_string()).collect();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match argv.map_err(|bad| format!("argument {bad:?} is not valid UTF-8")).and_then(|a| args::parse(&a))
    {
        Err(message) => Err(Failure::Usage(message)),
        Ok(Command::Help) => out.write_all(USAGE.as_bytes()).map_err(Failure::Io),
        Ok(Command::Run(args)) => run(&args, &mut out),
    };
    let result = result.and_then(|()| out.flush().map_err(Failure::Io));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader went away (`tournament | head`): not an error of ours.
        Err(Failure::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Io(e)) => {
            eprintln!("tournament: cannot write the results: {e}");
            ExitCode::FAILURE
        }
        Err(Failure::Usage(message)) => {
            eprintln!("tournament: {message}\n(run `tournament --help` for usage)");
            ExitCode::from(2)
        }
        Err(Failure::Bug(message)) => {
            eprintln!("tournament: bug: {message}");
            ExitCode::FAILURE
        }
    }
}
