//! The command line, read by clap (help, errors, `--name value` and `--name=value` without
//! hand-written parsing), and the value parsers the subcommands share (players, variant, seed,
//! configuration).

use clap::{Args, Parser, Subcommand};
use heuchel::state::{MAX_PLAYERS, MIN_PLAYERS};
use heuchel::{Config, Variant};

/// The synopsis of every command, as `heuchel help` prints it above clap's list.
const SYNOPSIS: &str = "\
heuchel [terminal] [--players N] [--variant base|dice] [--seed S] [--seat P]
       heuchel new [--players N] [--variant base|dice] [--seed S]
       heuchel legal <position>
       heuchel play (<position> | --config N,variant,seed) [actions...] [--view P] [--events]
       heuchel score <position>
       heuchel replay <record>
       heuchel random [--games N] [--players N|all] [--variant base|dice|all] [--seed S]
       heuchel help [command]";

/// Printed after the commands: the defaults and the action notation.
const AFTER: &str = "\
defaults: 4 players, base game, a seed from the clock; random: --games 1000 --players all
--variant all --seed 1 (game i of each combination uses seed S+i). A seed is decimal, or
hexadecimal after 0x.

actions: B4 place a card (setup) · 3-5.2 move the top 2 cards from row 3 to row 5
         t4.1 take 1 card from column 4 · n take no more · e end the turn
         r roll the die · l3 lose the top card on row 3 (dice)";

/// The command line as clap reads it.
#[derive(Parser, Debug)]
#[command(
    name = "heuchel",
    about = "heuchel — Heuchel & Meuchel (Rudi Hoffmann, 1990) in the terminal",
    override_usage = SYNOPSIS,
    after_help = AFTER,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The terminal game's options when no command is named (`heuchel --players 3`).
    #[command(flatten)]
    pub terminal: TerminalArgs,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play a game against random computer players (the default).
    ///
    /// You are seat P (default 1); the others choose at random.
    Terminal(TerminalArgs),
    /// Print the notation of a freshly dealt position.
    New(DealArgs),
    /// Print whose turn it is and what is expected, then the legal actions, one per line.
    Legal {
        /// A full position in notation.
        #[arg(value_name = "POSITION")]
        position: String,
    },
    /// Apply actions and print the resulting position.
    ///
    /// An argument may hold several actions, separated by _.
    Play(PlayArgs),
    /// Print every player's score sheet and, once the game is over, the winners.
    ///
    /// A sheet gives the total, its parts and each card's points. A game not yet over is counted
    /// as it stands now (cards on the board by their row, discards against, cards in hand not
    /// counted).
    Score {
        /// A full position in notation.
        position: String,
    },
    /// Check a game record and print the position after each action.
    ///
    /// A record is `heuchel-save-1 deal 4b 12345 F5_P6_…` or `heuchel-save-1 position <notation>
    /// <actions>`. The output is `0 start <position>`, then `<n> <action> <position>`; a bad
    /// action fails with its number and the reason.
    Replay {
        /// The record, in one argument or in several (joined by spaces).
        #[arg(value_name = "RECORD", required = true, num_args = 1..)]
        record: Vec<String>,
    },
    /// Play random games per combination of players and variant and print statistics.
    Random(RandomArgs),
}

/// `--players`, `--variant` and `--seed`: a deal.
#[derive(Args, Debug, Clone, Copy)]
pub struct DealArgs {
    /// Players, 3 to 6.
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = players)]
    pub players: u8,
    /// base or dice.
    #[arg(long, value_name = "base|dice", default_value = "base", value_parser = variant)]
    pub variant: Variant,
    /// The deal's seed (default: from the clock).
    #[arg(long, value_name = "S", value_parser = seed)]
    pub seed: Option<u64>,
}

impl DealArgs {
    /// The configuration, with a seed from the clock when none was given.
    pub fn config(&self) -> Config {
        Config { players: self.players, variant: self.variant, seed: self.seed.unwrap_or_else(clock_seed) }
    }
}

/// The terminal game's options.
#[derive(Args, Debug, Clone, Copy)]
pub struct TerminalArgs {
    #[command(flatten)]
    pub deal: DealArgs,
    /// Your seat, 1 to the number of players.
    #[arg(long, value_name = "P", default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=MAX_PLAYERS as i64))]
    pub seat: u8,
}

/// `play`'s arguments.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The position, then the actions; with --config, only the actions.
    #[arg(value_name = "POSITION ACTIONS")]
    pub items: Vec<String>,
    /// Deal this game (N,variant,seed, like 4,base,7) instead of reading a position.
    #[arg(long, value_name = "N,variant,seed", value_parser = config)]
    pub config: Option<Config>,
    /// Print player P's view (1-based) instead of the full position.
    #[arg(long, value_name = "P", value_parser = clap::value_parser!(u8).range(1..=MAX_PLAYERS as i64))]
    pub view: Option<u8>,
    /// Also print what happened, one line per event.
    #[arg(long)]
    pub events: bool,
}

/// `random`'s arguments.
#[derive(Args, Debug)]
pub struct RandomArgs {
    /// Games per combination of players and variant.
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// A player count, or all (3 to 6).
    #[arg(long, value_name = "N|all", default_value = "all", value_parser = players_or_all)]
    pub players: PlayerCounts,
    /// base, dice or all.
    #[arg(long, value_name = "base|dice|all", default_value = "all", value_parser = variants_or_all)]
    pub variant: Variants,
    /// Seed of each combination's first game; game i uses S+i.
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed)]
    pub seed: u64,
}

/// Player counts (`--players N|all`).
#[derive(Debug, Clone)]
pub struct PlayerCounts(pub Vec<u8>);

/// Variants (`--variant base|dice|all`).
#[derive(Debug, Clone)]
pub struct Variants(pub Vec<Variant>);

/// A player count, 3 to 6.
pub fn players(text: &str) -> Result<u8, String> {
    match text.parse::<u8>() {
        Ok(n) if (MIN_PLAYERS..=MAX_PLAYERS).contains(&n) => Ok(n),
        _ => Err(format!("players must be {MIN_PLAYERS} to {MAX_PLAYERS}, got {text:?}")),
    }
}

/// A player count or `all` (3 to 6).
pub fn players_or_all(text: &str) -> Result<PlayerCounts, String> {
    if text == "all" {
        return Ok(PlayerCounts((MIN_PLAYERS..=MAX_PLAYERS).collect()));
    }
    Ok(PlayerCounts(vec![players(text)?]))
}

/// `base` (or `b`) or `dice` (or `d`).
pub fn variant(text: &str) -> Result<Variant, String> {
    match text {
        "base" | "b" => Ok(Variant::Base),
        "dice" | "d" => Ok(Variant::Dice),
        _ => Err(format!("the variant is base or dice, got {text:?}")),
    }
}

/// A variant or `all` (base and dice).
pub fn variants_or_all(text: &str) -> Result<Variants, String> {
    if text == "all" {
        return Ok(Variants(vec![Variant::Base, Variant::Dice]));
    }
    Ok(Variants(vec![variant(text)?]))
}

/// The variant's name on the command line.
pub fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Base => "base",
        Variant::Dice => "dice",
    }
}

/// A seed: decimal, or hexadecimal after `0x`.
pub fn seed(text: &str) -> Result<u64, String> {
    let parsed = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    parsed.map_err(|_| format!("a seed is a whole number 0 to {}, got {text:?}", u64::MAX))
}

/// `N,variant,seed`, like `4,base,7`.
pub fn config(text: &str) -> Result<Config, String> {
    let parts: Vec<&str> = text.split(',').collect();
    let [n, v, s] = parts[..] else {
        return Err(format!("--config is N,variant,seed like 4,base,7; got {text:?}"));
    };
    Ok(Config { players: players(n)?, variant: variant(v)?, seed: seed(s)? })
}

/// A seat 1..=players given on the command line, checked against the game's players and returned
/// 0-based.
pub fn seat(seat: u8, players: u8) -> crate::Result<u8> {
    if (1..=players).contains(&seat) {
        Ok(seat - 1)
    } else {
        crate::usage(format!("the seat must be 1 to {players}, got {seat}"))
    }
}

/// A seed that differs from run to run.
pub fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    nanos ^ (u64::from(std::process::id()) << 32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("heuchel").chain(args.iter().copied()))
    }

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn reads_options_flags_and_positionals() {
        let cli = parse(&["play", "pos", "--view", "2", "a_b", "--events"]).unwrap();
        let Some(Command::Play(play)) = cli.command else { panic!("play") };
        assert_eq!(play.items, ["pos", "a_b"]);
        assert_eq!(play.view, Some(2));
        assert!(play.events);
        let cli = parse(&["new", "--seed=0x10", "--players", "3"]).unwrap();
        let Some(Command::New(deal)) = cli.command else { panic!("new") };
        assert_eq!((deal.seed, deal.players), (Some(16), 3));
    }

    #[test]
    fn options_alone_start_the_terminal_game() {
        let cli = parse(&["--players", "5", "--seat", "2"]).unwrap();
        assert!(cli.command.is_none());
        assert_eq!((cli.terminal.deal.players, cli.terminal.seat), (5, 2));
    }

    #[test]
    fn refuses_unknown_missing_and_repeated() {
        assert!(parse(&["new", "--nope"]).is_err());
        assert!(parse(&["new", "--seed"]).is_err());
        assert!(parse(&["new", "--seed", "1", "--seed", "2"]).is_err());
        assert!(parse(&["play", "p", "--events=1"]).is_err());
        assert!(parse(&["fly"]).is_err());
    }

    #[test]
    fn parses_values() {
        assert_eq!(players_or_all("all").unwrap().0, [3, 4, 5, 6]);
        assert!(players("7").is_err());
        assert_eq!(seed("0x10").unwrap(), 16);
        assert!(seed("-1").is_err());
        assert_eq!(config("3,dice,5").unwrap(), Config { players: 3, variant: Variant::Dice, seed: 5 });
        assert!(config("3,dice").is_err());
        assert_eq!(seat(2, 3).unwrap(), 1);
        assert!(seat(4, 3).is_err());
    }
}
