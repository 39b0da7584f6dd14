//! Words for what the engine deals in: prompts, actions and events as readable lines.
//!
//! Descriptions meant for one player are built from his `View` and from events masked for him
//! (`Event::seen_by`), so they never name a card he has not seen.

use heuchel::view::ViewPile;
use heuchel::{expectation, Action, Card, Event, Phase, SeenCard, Step, Variant, View};

/// A card as text: its code when known (`B4`), its class and `x` when not (`Bx`).
pub trait Label {
    fn label(&self) -> String;
    /// "B4" when known, "a Bishop" when not.
    fn spoken(&self) -> String;
}

impl Label for Card {
    fn label(&self) -> String {
        self.to_string()
    }
    fn spoken(&self) -> String {
        self.to_string()
    }
}

impl Label for SeenCard {
    fn label(&self) -> String {
        match self {
            SeenCard::Known(card) => card.to_string(),
            SeenCard::Hidden { class } => format!("{}x", class.letter()),
        }
    }
    fn spoken(&self) -> String {
        match self {
            SeenCard::Known(card) => card.to_string(),
            SeenCard::Hidden { class } => format!("a hidden {}", class.name()),
        }
    }
}

/// "Quack 2" when known, "Quack" when not.
fn named(card: SeenCard) -> String {
    match card {
        SeenCard::Known(card) => format!("{} {}", card.class().name(), card.value()),
        SeenCard::Hidden { class } => class.name().to_string(),
    }
}

fn labels<C: Label>(cards: &[C]) -> String {
    cards.iter().map(Label::label).collect::<Vec<_>>().join(" ")
}

fn cards_phrase(n: usize) -> String {
    if n == 1 {
        "1 card".to_string()
    } else {
        format!("{n} cards")
    }
}

/// "you" for the viewer, "player 3" for the others (`player` is 0-based).
pub fn who(player: u8, me: Option<u8>) -> String {
    if me == Some(player) {
        "you".to_string()
    } else {
        format!("player {}", player + 1)
    }
}

fn whose_column(column: u8, me: Option<u8>) -> String {
    if me == Some(column) {
        "your column".to_string()
    } else {
        format!("column {}", column + 1)
    }
}

fn capitalized(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// What the player to act must do: "place …", the expectation of the step, or "game over".
pub fn task(phase: Phase) -> String {
    match phase {
        Phase::Setup { .. } => "place your dealt cards on your start squares, one at a time, each on top".to_string(),
        Phase::Turn { step: step @ Step::Rolled { die }, .. } => format!("{} (rolled {die})", expectation(step)),
        Phase::Turn { step, .. } => expectation(step).to_string(),
        Phase::Over => "the game is over".to_string(),
    }
}

/// "Player 2 to act: move one of your stacks, or the top part of one".
pub fn turn_line(phase: Phase, me: Option<u8>) -> String {
    match phase {
        Phase::Setup { player } | Phase::Turn { player, .. } => {
            let actor =
                if me == Some(player) { "Your turn".to_string() } else { format!("Player {} to act", player + 1) };
            format!("{actor}: {}", task(phase))
        }
        Phase::Over => "Game over: no legal actions".to_string(),
    }
}

fn pile(view: &View, column: u8, row: u8) -> Option<&ViewPile> {
    view.columns.get(column as usize)?.iter().find(|p| p.row == row)
}

/// An action of the viewer in words, judged from his view.
pub fn action(view: &View, action: Action) -> String {
    let me = view.viewer;
    match action {
        Action::Place { card } => {
            format!("place {card} on row {} (start of the {}s)", card.class().start_row(), card.class().name())
        }
        Action::Move { from, count, to } => {
            let stack = pile(view, me, from);
            let cards = stack.map_or(&[][..], |p| p.cards.as_slice());
            let what = match cards.first() {
                Some(top) if count == 1 => top.label(),
                Some(top) => format!("{} ({} on top)", cards_phrase(count as usize), top.label()),
                None => cards_phrase(count as usize),
            };
            let mut text = format!("move {what} from row {from} to row {to}");
            if let Some(SeenCard::Known(top)) = cards.first() {
                if to == top.class().goal_row() {
                    text.push_str(", reaching its goal");
                }
            }
            if cards.len() > count as usize {
                text.push_str(&format!(", leaving {}", cards_phrase(cards.len() - count as usize)));
                if let Some(SeenCard::Known(rest)) = cards.get(count as usize) {
                    let goal = rest.class().goal_row();
                    if from > goal {
                        text.push_str(&format!(" ({rest} above its goal: the rest is discarded)"));
                    } else if from == goal {
                        text.push_str(&format!(" ({rest} on its goal: the rest is turned face down)"));
                    }
                }
            }
            text
        }
        Action::Take { column, count } => {
            let row = match view.phase {
                Phase::Turn { step: Step::Favours { row, .. }, .. } => Some(row),
                _ => None,
            };
            let victim = row.and_then(|row| pile(view, column, row));
            match victim {
                Some(p) => {
                    let top = p.cards.first().map(|c| named(*c)).unwrap_or_default();
                    format!(
                        "take {} from column {} (stack of {}, {top} on top)",
                        cards_phrase(count as usize),
                        column + 1,
                        p.cards.len()
                    )
                }
                None => format!("take {} from column {}", cards_phrase(count as usize), column + 1),
            }
        }
        Action::EndFavours => "take no more favours".to_string(),
        Action::EndTurn => match view.variant {
            Variant::Base => "end your turn (no extra move)".to_string(),
            Variant::Dice => "end your turn (no extra roll)".to_string(),
        },
        Action::Roll => "roll the die".to_string(),
        Action::Lose { row } => match pile(view, me, row).and_then(|p| p.cards.first()) {
            Some(top) => format!("lose {} from the top of row {row}", top.label()),
            None => format!("lose the top card of row {row}"),
        },
    }
}

/// One event as a sentence; `me` is the viewer (his cards and column are "you", "your").
pub fn event<C: Label>(event: &Event<C>, me: Option<u8>) -> String {
    let line = match event {
        Event::Placed { player, card } => format!("{} placed {}", who(*player, me), card.spoken()),
        Event::Revealed { player } => {
            let begins =
                if me == Some(*player) { "you begin".to_string() } else { format!("{} begins", who(*player, me)) };
            format!("everyone has placed: the tops of all stacks are revealed; {begins}")
        }
        Event::Moved { player, from, to, count, mover } => {
            let what = if *count == 1 {
                mover.spoken()
            } else {
                format!("{} ({} on top)", cards_phrase(*count as usize), mover.label())
            };
            format!("{} moved {what} from row {from} to row {to}", who(*player, me))
        }
        Event::Flipped { column, row, top } => {
            format!(
                "{}: the stack on row {row} reached its goal and was turned face down ({} on top)",
                whose_column(*column, me),
                top.label()
            )
        }
        Event::Took { player, column, row, cards } => format!(
            "{} took {} from {} on row {row}: {}",
            who(*player, me),
            cards_phrase(cards.len()),
            whose_column(*column, me),
            labels(cards)
        ),
        Event::Arrogance { column, row, cards } => format!(
            "arrogance in {} on row {row}: {} discarded ({})",
            whose_column(*column, me),
            cards_phrase(cards.len()),
            labels(cards)
        ),
        Event::Rolled { player, die } => format!("{} rolled {die}", who(*player, me)),
        Event::Lost { player, row, cards } => format!(
            "no move fitted the roll: {} lost {} from row {row} ({})",
            who(*player, me),
            cards_phrase(cards.len()),
            labels(cards)
        ),
        Event::TurnEnded { player } => {
            if me == Some(*player) {
                "your turn ends".to_string()
            } else {
                format!("player {}'s turn ends", player + 1)
            }
        }
        Event::GameOver => "the game is over".to_string(),
    };
    capitalized(line)
}
