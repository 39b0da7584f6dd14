//! `heuchel terminal`: one human against random computer players, line by line.
//!
//! Everything shown to the human comes from his view (`State::view`) and from events masked for
//! him (`Event::seen_by`). Input is read a line at a time, so piped input works; end of input quits.

use crate::args::{self, TerminalArgs};
use crate::{describe, fail, render, Result};
use heuchel::random::RandomPlayer;
use heuchel::{Action, Config, Event, State};
use std::io::{BufRead, Write};

const RULES: &str = "\
Rules in brief (RULES.md has them all)
  Each player owns one column of 13 rows. Cards start on their class's row (Fire-Eater 1 …
  Prince 6) and aim for the row seven higher (Fire-Eater 8 … Prince 13). Ranks: Prince >
  Bishop > Patrician (A) > Quack > Minstrel > Fire-Eater, then by value.
  Setup: place your six cards one at a time; each goes on top of its start square's stack.
  Move: take a stack, or its top part, up your column. If the square above is free, step onto
  it and stop; if it is occupied, jump the whole run of occupied squares to the next free one,
  and jump again if the square above is occupied again (you may stop after any jump). The top
  card (the mover) may never go above its goal row; landing exactly on it turns the stack face
  down, safe for good. Dice variant: roll, then move exactly that many rows (or lose a card).
  Favours: after a move, you may take cards blind from other columns' stacks on your row whose
  top ranks below your mover (pick how many, from the top); they go beneath your stack, and
  taking anything earns another move (or roll).
  Arrogance: a stack left with a top above its goal is discarded to its owner's penalties.
  End: when at most one player has standing cards (dice: none). Cards at or above their goal
  score +value, cards short of it and discards -value. Highest total wins.
Input: the number of an action, or its text (3-5.2, t4.1, n, e, r, l3, B4); ? rules; q quit.";

/// What the human answered.
enum Answer {
    Play(Action),
    Quit,
}

/// Shows the board and the numbered choices, and reads until the human picks a legal action.
/// With `echo`, each answer read is written after the prompt (for input that is not typed).
fn ask(state: &State, human: u8, input: &mut dyn BufRead, echo: bool, out: &mut dyn Write) -> Result<Answer> {
    let view = state.view(human);
    let legal = state.legal_actions();
    writeln!(out)?;
    write!(out, "{}", render::board(&view))?;
    writeln!(out, "{}", describe::turn_line(view.phase, Some(human)))?;
    let list = |out: &mut dyn Write| -> Result<()> {
        for (i, &action) in legal.iter().enumerate() {
            writeln!(out, "  {:>3}) {:<7} {}", i + 1, action.to_string(), describe::action(&view, action))?;
        }
        Ok(())
    };
    list(out)?;
    let mut line = Vec::new();
    loop {
        write!(out, "> ")?;
        out.flush()?;
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            writeln!(out)?;
            return Ok(Answer::Quit);
        }
        let text = String::from_utf8_lossy(&line);
        let answer = text.trim();
        if echo {
            writeln!(out, "{answer}")?;
        }
        match answer {
            "q" | "quit" | "exit" => return Ok(Answer::Quit),
            "?" | "help" => {
                writeln!(out, "{RULES}")?;
                list(out)?;
                continue;
            }
            "" => {
                list(out)?;
                continue;
            }
            _ => {}
        }
        if let Ok(n) = answer.parse::<usize>() {
            match legal.get(n.wrapping_sub(1)) {
                Some(&action) => return Ok(Answer::Play(action)),
                None => writeln!(out, "There is no choice {n}: pick 1 to {}.", legal.len())?,
            }
            continue;
        }
        match answer.parse::<Action>() {
            Ok(action) => match state.check(action) {
                Ok(()) => return Ok(Answer::Play(action)),
                Err(why) => writeln!(out, "Not possible now: {why}.")?,
            },
            Err(e) => writeln!(out, "Not understood: {e}. Type a number, an action, ? or q.")?,
        }
    }
}

/// The final board, every score sheet and the winners.
fn report(state: &State, human: u8, out: &mut dyn Write) -> Result<()> {
    writeln!(out)?;
    write!(out, "{}", render::board(&state.view(human)))?;
    writeln!(out, "\nFinal scores")?;
    for p in 0..state.players() {
        write!(out, "{}", render::score_sheet(&state.score_sheet(p), Some(human)))?;
    }
    let winners = state.winners();
    let names: Vec<String> = winners
        .iter()
        .map(|&p| if p == human { format!("Player {} (you)", p + 1) } else { format!("Player {}", p + 1) })
        .collect();
    let score = state.score(winners.first().copied().unwrap_or(0));
    match names.as_slice() {
        [one] => writeln!(out, "Winner: {one} with {score} points")?,
        many => writeln!(out, "Shared win: {} with {score} points each", many.join(", "))?,
    }
    Ok(())
}

/// The first line of a game: table, variant and the human's seat. Never the seed: with it
/// (`heuchel new --seed S`) every hand and every future roll could be read, so it is printed only
/// once the game is over.
pub fn banner(config: Config, human: u8) -> String {
    format!(
        "Heuchel & Meuchel: {} players, {} game. You are player {} (column {}).",
        config.players,
        args::variant_name(config.variant),
        human + 1,
        human + 1
    )
}

/// `heuchel terminal [--players N] [--variant base|dice] [--seed S] [--seat P]`
pub fn run(args: &TerminalArgs, input: &mut dyn BufRead, echo: bool, out: &mut dyn Write) -> Result<()> {
    let config = args.deal.config();
    let human = args::seat(args.seat, config.players)?;
    let Ok(mut state) = State::new(config) else {
        return fail(format!("cannot deal for {} players", config.players));
    };
    let mut bots: Vec<RandomPlayer> =
        (0..config.players).map(|p| RandomPlayer::new(config.seed.wrapping_add(1 + u64::from(p)))).collect();

    writeln!(out, "{}", banner(config, human))?;
    writeln!(out, "Type the number of an action or its text; ? shows the rules, q quits.")?;
    let mut events: Vec<Event> = Vec::new();
    while let Some(player) = state.to_act() {
        let action = if player == human {
            match ask(&state, human, input, echo, out)? {
                Answer::Play(action) => action,
                Answer::Quit => {
                    writeln!(out, "Game abandoned. Its position: {}", state.view(human).to_notation())?;
                    return Ok(());
                }
            }
        } else {
            match bots.get_mut(player as usize).and_then(|bot| bot.choose(&state.view(player)).ok()) {
                Some(action) => action,
                None => return fail(format!("player {} has no legal action", player + 1)),
            }
        };
        events.clear();
        if let Err(why) = state.play_with(action, &mut events) {
            return fail(format!("player {}'s action {action} was refused: {why}", player + 1));
        }
        for event in &events {
            writeln!(out, "  {}", describe::event(&event.seen_by(&state, human), Some(human)))?;
        }
    }
    report(&state, human, out)?;
    // Only now: the seed deals every hand and every roll, so it would have told the human all.
    writeln!(out, "Seed of this game: {} (heuchel new --seed deals it again)", config.seed)?;
    out.flush()?;
    Ok(())
}
