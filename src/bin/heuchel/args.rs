//! Hand-rolled argument parsing: `--name value`, `--name=value`, flags and positionals, plus the
//! parsers for the values the subcommands share (players, variant, seed, configuration).

use crate::{usage, Result};
use heuchel::{Config, Variant};

/// A subcommand's arguments, split into options and positionals.
#[derive(Debug, Default)]
pub struct Options {
    positional: Vec<String>,
    values: Vec<(&'static str, String)>,
    flags: Vec<&'static str>,
}

impl Options {
    /// Splits `args`. `valued` names the options that take a value, `flags` those that do not;
    /// any other `-…` argument is refused, as is an option given twice.
    pub fn parse(args: &[String], valued: &[&'static str], flags: &[&'static str]) -> Result<Options> {
        let mut options = Options::default();
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            if arg == "--" {
                options.positional.extend(args.by_ref().cloned());
                break;
            }
            if !arg.starts_with('-') || arg.len() == 1 {
                options.positional.push(arg.clone());
                continue;
            }
            let (name, inline) = match arg.split_once('=') {
                Some((name, value)) => (name, Some(value.to_string())),
                None => (arg.as_str(), None),
            };
            if let Some(&flag) = flags.iter().find(|&&f| f == name) {
                if inline.is_some() {
                    return usage(format!("{flag} takes no value"));
                }
                if options.flags.contains(&flag) {
                    return usage(format!("{flag} is given twice"));
                }
                options.flags.push(flag);
            } else if let Some(&key) = valued.iter().find(|&&v| v == name) {
                let value = match inline {
                    Some(value) => value,
                    None => match args.next() {
                        Some(value) => value.clone(),
                        None => return usage(format!("{key} needs a value")),
                    },
                };
                if options.value(key).is_some() {
                    return usage(format!("{key} is given twice"));
                }
                options.values.push((key, value));
            } else {
                return usage(format!("unknown option {name:?}"));
            }
        }
        Ok(options)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.values.iter().find(|(k, _)| *k == name).map(|(_, v)| v.as_str())
    }

    pub fn flag(&self, name: &str) -> bool {
        self.flags.contains(&name)
    }

    pub fn positional(&self) -> &[String] {
        &self.positional
    }

    /// Refuses positional arguments for commands that take none.
    pub fn no_positional(&self) -> Result<()> {
        match self.positional.first() {
            Some(extra) => usage(format!("unexpected argument {extra:?}")),
            None => Ok(()),
        }
    }

    /// `--players`, `--variant` and `--seed` (defaults: 4 players, base game, a clock seed).
    pub fn config(&self) -> Result<Config> {
        Ok(Config {
            players: self.value("--players").map_or(Ok(4), players)?,
            variant: self.value("--variant").map_or(Ok(Variant::Base), variant)?,
            seed: self.value("--seed").map_or_else(|| Ok(clock_seed()), seed)?,
        })
    }
}

pub fn players(text: &str) -> Result<u8> {
    match text.parse::<u8>() {
        Ok(n @ 3..=6) => Ok(n),
        _ => usage(format!("players must be 3 to 6, got {text:?}")),
    }
}

/// A player count or `all` (3 to 6).
pub fn players_or_all(text: &str) -> Result<Vec<u8>> {
    if text == "all" {
        return Ok((3..=6).collect());
    }
    Ok(vec![players(text)?])
}

pub fn variant(text: &str) -> Result<Variant> {
    match text {
        "base" | "b" => Ok(Variant::Base),
        "dice" | "d" => Ok(Variant::Dice),
        _ => usage(format!("the variant is base or dice, got {text:?}")),
    }
}

/// A variant or `all` (base and dice).
pub fn variants_or_all(text: &str) -> Result<Vec<Variant>> {
    if text == "all" {
        return Ok(vec![Variant::Base, Variant::Dice]);
    }
    Ok(vec![variant(text)?])
}

pub fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Base => "base",
        Variant::Dice => "dice",
    }
}

/// A seed: decimal, or hexadecimal after `0x`.
pub fn seed(text: &str) -> Result<u64> {
    let parsed = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    parsed.or_else(|_| usage(format!("a seed is a whole number 0 to {}, got {text:?}", u64::MAX)))
}

/// A positive count (`what` names it in the message).
pub fn count(text: &str, what: &str) -> Result<u64> {
    match text.parse::<u64>() {
        Ok(n) if n > 0 => Ok(n),
        _ => usage(format!("{what} must be a positive whole number, got {text:?}")),
    }
}

/// A seat 1..=players, returned 0-based.
pub fn seat(text: &str, players: u8) -> Result<u8> {
    match text.parse::<u8>() {
        Ok(p) if (1..=players).contains(&p) => Ok(p - 1),
        _ => usage(format!("the seat must be 1 to {players}, got {text:?}")),
    }
}

/// `N,variant,seed`, like `4,base,7`.
pub fn config(text: &str) -> Result<Config> {
    let parts: Vec<&str> = text.split(',').collect();
    let [n, v, s] = parts[..] else {
        return usage(format!("--config is N,variant,seed like 4,base,7; got {text:?}"));
    };
    Ok(Config { players: players(n)?, variant: variant(v)?, seed: seed(s)? })
}

/// A seed that differs from run to run.
pub fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    nanos ^ (u64::from(std::process::id()) << 32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn splits_options_flags_and_positionals() {
        let o = Options::parse(
            &strings(&["pos", "--view", "2", "a_b", "--events", "--seed=9"]),
            &["--view", "--seed"],
            &["--events"],
        )
        .unwrap();
        assert_eq!(o.positional(), ["pos", "a_b"]);
        assert_eq!(o.value("--view"), Some("2"));
        assert_eq!(o.value("--seed"), Some("9"));
        assert!(o.flag("--events"));
    }

    #[test]
    fn refuses_unknown_missing_and_repeated() {
        assert!(Options::parse(&strings(&["--nope"]), &[], &[]).is_err());
        assert!(Options::parse(&strings(&["--seed"]), &["--seed"], &[]).is_err());
        assert!(Options::parse(&strings(&["--seed", "1", "--seed", "2"]), &["--seed"], &[]).is_err());
        assert!(Options::parse(&strings(&["--events=1"]), &[], &["--events"]).is_err());
    }

    #[test]
    fn parses_values() {
        assert_eq!(players_or_all("all").unwrap(), [3, 4, 5, 6]);
        assert!(players("7").is_err());
        assert_eq!(seed("0x10").unwrap(), 16);
        assert!(seed("-1").is_err());
        assert_eq!(config("3,dice,5").unwrap(), Config { players: 3, variant: Variant::Dice, seed: 5 });
        assert!(config("3,dice").is_err());
        assert_eq!(seat("2", 3).unwrap(), 1);
        assert!(seat("4", 3).is_err());
    }
}
