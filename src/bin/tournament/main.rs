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

/// Joins the parts of a line (platform::tournament::combine) and prints the line.
fn combine(parts: &[std::path::PathBuf], table: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let texts = parts
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            Ok((path.display().to_string(), text))
        })
        .collect::<Result<Vec<_>, String>>()
        .map_err(Failure::Usage)?;
    let text = tournament::combine::combine_texts(&texts, table).map_err(Failure::Usage)?;
    writeln!(out, "{text}").map_err(Failure::Io)
}

fn main() -> ExitCode {
    let argv: Result<Vec<String>, _> = std::env::args_os().skip(1).map(|a| a.into_string()).collect();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match argv.map_err(|bad| format!("argument {bad:?} is not valid UTF-8")) {
        Err(message) => Err(Failure::Usage(message)),
        Ok(argv) => match args::parse(&argv) {
            // --help and --version are clap's "errors": printed as they are, to stdout.
            Err(e) if !e.use_stderr() => out.write_all(e.to_string().as_bytes()).map_err(Failure::Io),
            Err(e) => Err(Failure::Usage(e.to_string().trim_start_matches("error: ").trim_end().to_string())),
            Ok(Command::Run(args)) => run(&args, &mut out),
            Ok(Command::Combine { parts, table }) => combine(&parts, table, &mut out),
        },
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
            eprintln!("tournament: {message}");
            ExitCode::from(2)
        }
        Err(Failure::Bug(message)) => {
            eprintln!("tournament: bug: {message}");
            ExitCode::FAILURE
        }
    }
}
