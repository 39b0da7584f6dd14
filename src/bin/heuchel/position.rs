//! The notation commands: `new` deals, `legal` lists, `play` applies actions.

use crate::args::{self, DealArgs, PlayArgs};
use crate::{describe, fail, usage, Result};
use heuchel::{Action, Config, Event, State};
use std::io::Write;

/// Reads a full position, with a message that says what is wrong.
pub fn parse_position(text: &str) -> Result<State> {
    State::from_notation(text).or_else(|e| fail(format!("bad position {text:?}: {e}")))
}

fn deal(config: Config) -> Result<State> {
    State::new(config).or_else(|_| fail(format!("cannot deal for {} players", config.players)))
}

/// `heuchel new [--players N] [--variant base|dice] [--seed S]`
pub fn new(args: &DealArgs, out: &mut dyn Write) -> Result<()> {
    let state = deal(args.config())?;
    writeln!(out, "{}", state.to_notation())?;
    Ok(())
}

/// `heuchel legal <position>`
pub fn legal(position: &str, out: &mut dyn Write) -> Result<()> {
    let state = parse_position(position)?;
    writeln!(out, "{}", describe::turn_line(state.phase(), None))?;
    for action in state.legal_actions() {
        writeln!(out, "{action}")?;
    }
    Ok(())
}

/// The actions of the arguments, each argument holding one or more separated by `_`.
fn parse_actions(texts: &[String]) -> Result<Vec<(String, Action)>> {
    let pieces = texts.iter().flat_map(|t| t.split(['_', ' ', ',']).filter(|s| !s.is_empty()));
    pieces
        .enumerate()
        .map(|(i, text)| match text.parse::<Action>() {
            Ok(action) => Ok((text.to_string(), action)),
            Err(e) => fail(format!("action {} ({text:?}) is not an action: {e}", i + 1)),
        })
        .collect()
}

/// Why `action` (number `index`, 0-based) was refused, with what the position expects instead.
pub fn refusal(state: &State, index: usize, text: &str, why: impl std::fmt::Display) -> String {
    let legal: Vec<String> = state.legal_actions().iter().map(|a| a.to_string()).collect();
    let shown = if legal.len() > 24 {
        format!("{} … ({} in all)", legal[..24].join(" "), legal.len())
    } else {
        legal.join(" ")
    };
    format!(
        "action {} ({text:?}) is illegal: {why}\n  {}\n  legal now: {}",
        index + 1,
        describe::turn_line(state.phase(), None),
        if shown.is_empty() { "none".to_string() } else { shown }
    )
}

/// `heuchel play (<position> | --config N,variant,seed) [actions...] [--view P] [--events]`
pub fn play(args: &PlayArgs, out: &mut dyn Write) -> Result<()> {
    let (mut state, texts) = match args.config {
        Some(config) => (deal(config)?, &args.items[..]),
        None => match args.items.split_first() {
            Some((position, texts)) => (parse_position(position)?, texts),
            None => return usage("play needs a position, or --config N,variant,seed"),
        },
    };
    let viewer = args.view.map(|p| args::seat(p, state.players())).transpose()?;
    let show_events = args.events;
    let actions = parse_actions(texts)?;
    let mut events: Vec<Event> = Vec::new();
    for (i, (text, action)) in actions.iter().enumerate() {
        events.clear();
        if let Err(why) = state.play_with(*action, &mut events) {
            return fail(refusal(&state, i, text, why));
        }
        if show_events {
            for event in &events {
                let line = match viewer {
                    Some(p) => describe::event(&event.seen_by(&state, p), Some(p)),
                    None => describe::event(event, None),
                };
                writeln!(out, "{text}: {line}")?;
            }
        }
    }
    match viewer {
        Some(p) => writeln!(out, "{}", state.view(p).to_notation())?,
        None => writeln!(out, "{}", state.to_notation())?,
    }
    Ok(())
}
