//! `heuchel`: the command-line program around the rules engine.
//!
//! Subcommands deal positions (`new`), list legal actions (`legal`), apply actions (`play`),
//! gather statistics over random games (`random`), print score sheets (`score`), check and step
//! through game records (`replay`) and play an interactive game in the terminal
//! (`terminal`, the default). Every bad input ends with a message on stderr and exit code 2.

mod args;
mod describe;
mod position;
mod record;
mod render;
mod score;
mod stats;
mod terminal;

use std::fmt;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

pub const USAGE: &str = "\
heuchel — Heuchel & Meuchel (Rudi Hoffmann, 1990) in the terminal

usage:
  heuchel [terminal] [--players N] [--variant base|dice] [--seed S] [--seat P]
      play a game against random computer players; you are seat P (default 1)
  heuchel new [--players N] [--variant base|dice] [--seed S]
      print the notation of a freshly dealt position
  heuchel legal <position>
      print whose turn it is and what is expected, then the legal actions, one per line
  heuchel play (<position> | --config N,variant,seed) [actions...] [--view P] [--events]
      apply actions (an argument may hold several, separated by _) and print the
      resulting position; --view P prints player P's view instead, --events also
      prints what happened, one line per event
  heuchel score <position>
      print every player's score sheet (total, its parts, each card's points) and, once
      the game is over, the winners; a game not yet over is counted as it stands now
      (cards on the board by their row, discards against, cards in hand not counted)
  heuchel replay <record>
      check a game record (heuchel-save-1 deal 4b 12345 F5_P6_…, or heuchel-save-1
      position <notation> <actions>) and print the position after each action:
      `0 start <position>`, then `<n> <action> <position>`; a bad action fails with
      its number and the reason
  heuchel random [--games N] [--players N|all] [--variant base|dice|all] [--seed S]
      play N random games per combination of players and variant and print statistics
  heuchel help
      print this text

defaults: 4 players, base game, a seed from the clock; random: --games 1000
--players all --variant all --seed 1 (game i of each combination uses seed S+i).

actions: B4 place a card (setup) · 3-5.2 move the top 2 cards from row 3 to row 5
         t4.1 take 1 card from column 4 · n take no more · e end the turn
         r roll the die · l3 lose the top card on row 3 (dice)
";

/// Why a command failed: a malformed command line, bad input (both exit code 2), or output.
#[derive(Debug)]
pub enum Error {
    /// The command line itself is wrong: the message is followed by a pointer to the usage.
    Usage(String),
    /// A position, action or value that cannot be used.
    Input(String),
    Io(io::Error),
}

pub type Result<T> = std::result::Result<T, Error>;

/// Fails because of a malformed command line.
pub fn usage<T>(message: impl Into<String>) -> Result<T> {
    Err(Error::Usage(message.into()))
}

/// Fails because of input that cannot be used.
pub fn fail<T>(message: impl Into<String>) -> Result<T> {
    Err(Error::Input(message.into()))
}

impl From<io::Error> for Error {
    fn from(e: io::Error) -> Error {
        Error::Io(e)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Usage(message) => write!(f, "{message}\n(run `heuchel help` for usage)"),
            Error::Input(message) => f.write_str(message),
            Error::Io(e) => write!(f, "input/output error: {e}"),
        }
    }
}

/// The terminal game on standard input; piped answers are echoed so the transcript reads well.
fn terminal(args: &[String], out: &mut dyn Write) -> Result<()> {
    let stdin = io::stdin();
    let echo = !stdin.is_terminal();
    terminal::run(args, &mut stdin.lock(), echo, out)
}

fn run(argv: &[String], out: &mut dyn Write) -> Result<()> {
    let Some((command, rest)) = argv.split_first() else {
        return terminal(&[], out);
    };
    match command.as_str() {
        "help" | "-h" | "--help" => Ok(out.write_all(USAGE.as_bytes())?),
        "new" => position::new(rest, out),
        "legal" => position::legal(rest, out),
        "play" => position::play(rest, out),
        "random" => stats::run(rest, out),
        "score" => score::run(rest, out),
        "replay" => record::run(rest, out),
        "terminal" => terminal(rest, out),
        // `heuchel --players 3` starts the terminal game with options.
        option if option.starts_with("--") => terminal(argv, out),
        other => usage(format!("unknown command {other:?}")),
    }
}

fn main() -> ExitCode {
    let argv: std::result::Result<Vec<String>, _> = std::env::args_os().skip(1).map(|a| a.into_string()).collect();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match argv {
        Ok(argv) => run(&argv, &mut out).and_then(|()| Ok(out.flush()?)),
        Err(bad) => usage(format!("argument {bad:?} is not valid UTF-8")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader went away (`heuchel random | head`): not an error of ours.
        Err(Error::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            let _ = out.flush();
            let _ = writeln!(io::stderr(), "heuchel: {e}");
            ExitCode::from(2)
        }
    }
}
