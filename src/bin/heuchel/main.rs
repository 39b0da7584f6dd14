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

use args::{Cli, Command, TerminalArgs};
use clap::Parser;
use std::fmt;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

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
fn terminal(args: &TerminalArgs, out: &mut dyn Write) -> Result<()> {
    let stdin = io::stdin();
    let echo = !stdin.is_terminal();
    terminal::run(args, &mut stdin.lock(), echo, out)
}

/// Runs the command `argv` (without the program's name) names.
fn run(argv: &[String], out: &mut dyn Write) -> Result<()> {
    let cli = match Cli::try_parse_from(std::iter::once("heuchel".to_string()).chain(argv.iter().cloned())) {
        Ok(cli) => cli,
        // `help` and `--help` are clap's "errors": printed as they are, to stdout.
        Err(e) if !e.use_stderr() => return Ok(writeln!(out, "{}", e.render().to_string().trim_end())?),
        // Clap's first paragraph says what is wrong; the usage is one `heuchel help` away.
        Err(e) => {
            let text = e.to_string();
            let first = text.split("\n\n").next().unwrap_or(&text);
            return usage(first.trim_start_matches("error: ").trim_end());
        }
    };
    match cli.command {
        // `heuchel` and `heuchel --players 3` start the terminal game.
        None => terminal(&cli.terminal, out),
        Some(Command::Terminal(args)) => terminal(&args, out),
        Some(Command::New(deal)) => position::new(&deal, out),
        Some(Command::Legal { position }) => position::legal(&position, out),
        Some(Command::Play(args)) => position::play(&args, out),
        Some(Command::Random(args)) => stats::run(&args, out),
        Some(Command::Score { position }) => score::run(&position, out),
        Some(Command::Replay { record }) => record::run(&record, out),
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
