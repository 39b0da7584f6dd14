//! The position notation: one URL-safe line that describes any position exactly.
//!
//! ```text
//! 4b_2m_1F3.2M5M1.6P2_..._..._F1.-.-.-_B4c_9e3779b97f4a7c15
//! │  │  └ one field per player's column          │    │    └ chance: the generator's state (hex)
//! │  └ phase: player 2 must move                  │    └ extra knowledge: B4 is also known to player c (3)
//! └ 4 players, base game (d: dice)                └ discards per player, `.`-separated
//! ```
//!
//! Fields are separated by `_`: header, phase, one field per column (player order), discards,
//! knowledge, rng. Players, columns and rows are 1-based. Docs with examples: `docs/NOTATION.md`.
//!
//! * column: `-` when empty, else piles lowest row first, `.`-separated; a pile is its row then its
//!   cards top first: `9M3F2`. Uppercase letters stand; lowercase letters are a face-down pile: `12b4b1`.
//! * phase: `s<p>.<hand>…` setup (player p places; then every player's unplaced hand, `-` if none),
//!   `<p>m` must move, `<p>f<row>` favours of the stack on row (with `.<columns>` already cut),
//!   `<p>e` may move again or end, `<p>r` must roll, `<p>o` may roll again or end, `<p>d<n>` rolled n,
//!   `x` game over.
//! * knowledge: `-`, or entries `.`-separated: a card and the players (a = 1 … f = 6) who know it
//!   beyond what the rules make plain (owners know their column; tops and discards are public).
//!
//! The view form, for one player, has `v<p>` after the header (`4bv2`; `v0` for a spectator), writes cards the viewer has
//! not seen as `x` after their class letter (`Bx`), others' unplaced hands as a count, and `-` for
//! knowledge and rng.

use crate::card::{Card, Class};
use crate::event::SeenCard;
use crate::parse_error::{Notation, ParseError};
use crate::position_error::PositionError;
use crate::setup::{Knowledge, Setup, SetupPile};
use crate::state::{Phase, State, Step, Variant, MAX_PLAYERS, MIN_PLAYERS};
use crate::view::{View, ViewPile};
use core::fmt::Write;
use platform::quoted::{Quoted, QuotedChar};

impl State {
    /// The position in notation; [`State::from_notation`] reads it back to an equal state. It
    /// holds hidden cards and the die's future: for saving and tests, not for a player's eyes
    /// (a player is shown `self.view(player).to_notation()`).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, State, Variant};
    /// let state = State::new(Config { players: 4, variant: Variant::Dice, seed: 7 }).unwrap();
    /// let text = state.to_notation();
    /// assert!(text.starts_with("4d_s1."));
    /// assert_eq!(State::from_notation(&text).unwrap(), state);
    /// ```
    pub fn to_notation(&self) -> String {
        self.to_setup().to_notation()
    }

    /// Reads a position in notation (docs/NOTATION.md): the text is read into a [`Setup`], which
    /// [`State::from_setup`] checks, so a text and the same position given as a `Setup` are
    /// judged alike.
    ///
    /// # Errors
    ///
    /// [`PositionError::Parse`] for text that is not notation, [`PositionError::Invalid`] for a
    /// position that cannot occur in a game.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{PositionError, State};
    /// let fig2 = "3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001";
    /// assert_eq!(State::from_notation(fig2).unwrap().to_notation(), fig2);
    /// assert!(matches!(State::from_notation("3b_2m"), Err(PositionError::Parse(_))));
    /// ```
    pub fn from_notation(text: &str) -> Result<State, PositionError> {
        State::from_setup(&Setup::from_notation(text)?)
    }
}

impl Setup {
    /// The setup in notation, written as given (unchecked: an impossible setup gives text that
    /// [`State::from_notation`] refuses). Empty `hands` and `discards` lists are written as one
    /// `-` per player; a player number in the knowledge beyond 6 is written `?`.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::setup::Setup;
    /// let fig2 = "3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001";
    /// assert_eq!(Setup::from_notation(fig2).unwrap().to_notation(), fig2);
    /// ```
    pub fn to_notation(&self) -> String {
        let mut out = String::with_capacity(160);
        let _ = write!(out, "{}{}_", self.players, self.variant.letter());
        let n = self.players as usize;
        let none = vec![Vec::new(); n];
        let or_none = |lists: &'_ Vec<Vec<Card>>| if lists.is_empty() { none.clone() } else { lists.clone() };
        let hands: Vec<String> =
            or_none(&self.hands).iter().map(|h| cards_text(h.iter().map(|&c| SeenCard::Known(c)), false)).collect();
        write_phase(&mut out, self.phase, &hands);
        for piles in &self.columns {
            out.push('_');
            write_column(
                &mut out,
                piles.iter().map(|p| (p.row, p.face_down, p.cards.iter().map(|&c| SeenCard::Known(c)))),
            );
        }
        out.push('_');
        write_discards(&mut out, &or_none(&self.discards));
        out.push('_');
        if self.knowledge.is_empty() {
            out.push('-');
        }
        for (i, known) in self.knowledge.iter().enumerate() {
            if i > 0 {
                out.push('.');
            }
            let _ = write!(out, "{}", known.card);
            for &p in &known.players {
                out.push(if p < MAX_PLAYERS { (b'a' + p) as char } else { '?' });
            }
        }
        let _ = write!(out, "_{:016x}", self.rng);
        out
    }

    /// Reads a position in notation into an unchecked setup; [`State::from_setup`] judges it.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] for text that is not notation, or is a player's view.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::setup::Setup;
    /// let setup = Setup::from_notation("3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.-_-_0000000000000001").unwrap();
    /// assert_eq!(setup.columns[1].len(), 5);
    /// assert!(setup.columns[0][0].cards[0].to_string() == "F1");
    /// assert!(Setup::from_notation("3bv1_2m").is_err());
    /// ```
    pub fn from_notation(text: &str) -> Result<Setup, ParseError> {
        setup_of_notation(text).map_err(|e| e.reading(Notation::Position))
    }
}

/// [`Setup::from_notation`], with errors of whatever kind its parts raise.
fn setup_of_notation(text: &str) -> Result<Setup, ParseError> {
    let fields: Vec<&str> = text.trim().split('_').collect();
    let (players, variant, viewer) = parse_header(fields[0])?;
    if viewer.is_some() {
        return Err(bad("this is a player's view (v in the header), not a full position").at(fields[0]));
    }
    let n = players as usize;
    if fields.len() != n + 5 {
        return Err(bad(format!("a {n}-player position has {} fields separated by _, found {}", n + 5, fields.len())));
    }
    let (phase, hand_texts) = parse_phase(fields[1], players)?;
    let hands = match hand_texts {
        None => vec![Vec::new(); n],
        Some(texts) => texts.iter().map(|t| known_cards(parse_list(t)?, "a hand")).collect::<Result<_, _>>()?,
    };
    let mut columns = Vec::with_capacity(n);
    for field in &fields[2..2 + n] {
        let piles = parse_column(field)?
            .into_iter()
            .map(|(row, face_down, cards)| {
                Ok(SetupPile { row, face_down, cards: known_cards(cards, "a full position")? })
            })
            .collect::<Result<_, ParseError>>()?;
        columns.push(piles);
    }
    let discards = parse_discards(fields[2 + n], players)?;
    let knowledge = parse_knowledge(fields[3 + n])?;
    let rng_text = fields[4 + n];
    if rng_text.len() != 16 || !rng_text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return Err(bad("the last field is the generator's state: 16 lowercase hex digits").at(rng_text));
    }
    let rng = u64::from_str_radix(rng_text, 16).map_err(|_| bad("bad generator state").at(rng_text))?;
    Ok(Setup { players, variant, phase, columns, hands, discards, knowledge, rng })
}

impl View {
    /// The view in notation: the header names the viewer (`4bv2`; `4bv0` a spectator, `4bvall`
    /// the full view), cards the viewer has not seen are written `Bx`, hands he may not see as a
    /// count, and knowledge and rng as `-`.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, State, Variant, View};
    /// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
    /// assert!(state.view(1).to_notation().starts_with("3bv2_s1.6."));
    /// assert!(state.view(View::SPECTATOR).to_notation().starts_with("3bv0_s1.6.6.6_"));
    /// assert!(state.full_view().to_notation().starts_with("3bvall_s1."));
    /// ```
    pub fn to_notation(&self) -> String {
        let mut out = String::with_capacity(160);
        let _ = write!(out, "{}{}v", self.players, self.variant.letter());
        let _ = match self.player() {
            _ if self.is_full() => write!(out, "all_"),
            Some(p) => write!(out, "{}_", p + 1),
            None => write!(out, "0_"),
        };
        let hands: Vec<String> = (0..self.players as usize)
            .map(|p| {
                let shown = self.hands.get(p).filter(|h| !h.is_empty());
                match (shown, self.hand_sizes.get(p).copied().unwrap_or(0)) {
                    (_, 0) => "-".to_string(),
                    (Some(hand), _) => cards_text(hand.iter().map(|&c| SeenCard::Known(c)), false),
                    (None, k) => k.to_string(),
                }
            })
            .collect();
        write_phase(&mut out, self.phase, &hands);
        for piles in &self.columns {
            out.push('_');
            write_column(&mut out, piles.iter().map(|p| (p.row, p.flipped, p.cards.iter().copied())));
        }
        out.push('_');
        write_discards(&mut out, &self.discards);
        out.push_str("_-_-");
        out
    }

    /// Reads a view in notation, as [`View::to_notation`] writes it.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] for text that is not a view's notation (a full position included). Only
    /// the form is checked: whether any game could show this view is [`State::sample_world`]'s
    /// question.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, State, Variant, View};
    /// let state = State::new(Config { players: 5, variant: Variant::Dice, seed: 4 }).unwrap();
    /// for view in [state.view(3), state.view(View::SPECTATOR), state.full_view()] {
    ///     assert_eq!(View::from_notation(&view.to_notation()).unwrap(), view);
    /// }
    /// assert!(View::from_notation(&state.to_notation()).is_err());
    /// ```
    pub fn from_notation(text: &str) -> Result<View, ParseError> {
        view_of_notation(text).map_err(|e| e.reading(Notation::View))
    }
}

/// [`View::from_notation`], with errors of whatever kind its parts raise.
fn view_of_notation(text: &str) -> Result<View, ParseError> {
    let fields: Vec<&str> = text.trim().split('_').collect();
    let (players, variant, viewer) = parse_header(fields[0])?;
    let viewer = viewer.ok_or_else(|| bad("a view has v<player> after the header, like 4bv2").at(fields[0]))?;
    let n = players as usize;
    if fields.len() != n + 5 || fields[3 + n] != "-" || fields[4 + n] != "-" {
        return Err(bad(format!("a {n}-player view has {} fields separated by _, ending in _-_-", n + 5)));
    }
    let (phase, hand_texts) = parse_phase(fields[1], players)?;
    let mut hand = Vec::new();
    let mut hands = vec![Vec::new(); n];
    let mut hand_sizes = vec![0u8; n];
    for (p, t) in hand_texts.unwrap_or_default().iter().enumerate() {
        if *t == "-" {
            continue;
        }
        if p == viewer as usize || viewer == View::ALL {
            hands[p] = known_cards(parse_list(t)?, "the viewer's hand")?;
            hand_sizes[p] = hands[p].len() as u8;
            if p == viewer as usize {
                hand = hands[p].clone();
            }
        } else {
            hand_sizes[p] = match t.parse::<u8>() {
                Ok(k @ 1..=6) => k,
                _ => {
                    return Err(
                        bad(format!("another player's hand is written as a count 1-6, got {}", Quoted(&t))).at(t)
                    )
                }
            };
        }
    }
    let mut columns = Vec::with_capacity(n);
    for field in &fields[2..2 + n] {
        columns.push(
            parse_column(field)?.into_iter().map(|(row, flipped, cards)| ViewPile { row, flipped, cards }).collect(),
        );
    }
    let discards = parse_discards(fields[2 + n], players)?;
    Ok(View { viewer, players, variant, phase, columns, hand, hands, hand_sizes, discards })
}

fn cards_text(cards: impl Iterator<Item = SeenCard>, flipped: bool) -> String {
    let mut s = String::new();
    for card in cards {
        let letter = card.class().letter();
        s.push(if flipped { letter.to_ascii_lowercase() } else { letter });
        match card {
            SeenCard::Known(c) => s.push((b'0' + c.value()) as char),
            SeenCard::Hidden { .. } => s.push('x'),
        }
    }
    if s.is_empty() {
        s.push('-');
    }
    s
}

fn write_phase(out: &mut String, phase: Phase, hands: &[String]) {
    match phase {
        Phase::Setup { player } => {
            let _ = write!(out, "s{}", player + 1);
            for h in hands {
                out.push('.');
                out.push_str(h);
            }
        }
        Phase::Turn { player, step } => {
            let _ = write!(out, "{}", player + 1);
            let _ = match step {
                Step::Move => write!(out, "m"),
                Step::Extra => write!(out, "e"),
                Step::Roll => write!(out, "r"),
                Step::ExtraRoll => write!(out, "o"),
                Step::Rolled { die } => write!(out, "d{die}"),
                Step::Favours { row, cut } => {
                    let _ = write!(out, "f{row}");
                    if cut != 0 {
                        out.push('.');
                        for c in 0..MAX_PLAYERS {
                            if cut >> c & 1 == 1 {
                                out.push((b'1' + c) as char);
                            }
                        }
                    }
                    Ok(())
                }
            };
        }
        Phase::Over => out.push('x'),
    }
}

fn write_column<I: Iterator<Item = SeenCard>>(out: &mut String, piles: impl Iterator<Item = (u8, bool, I)>) {
    let mut any = false;
    for (row, flipped, cards) in piles {
        if any {
            out.push('.');
        }
        any = true;
        let _ = write!(out, "{row}{}", cards_text(cards, flipped));
    }
    if !any {
        out.push('-');
    }
}

fn write_discards(out: &mut String, discards: &[Vec<Card>]) {
    for (p, list) in discards.iter().enumerate() {
        if p > 0 {
            out.push('.');
        }
        out.push_str(&cards_text(list.iter().map(|&c| SeenCard::Known(c)), false));
    }
}

/// An error reading notation (a position, until [`Setup::from_notation`] or
/// [`View::from_notation`] says which).
fn bad(message: impl Into<String>) -> ParseError {
    ParseError::new(Notation::Position, message)
}

fn parse_header(text: &str) -> Result<(u8, Variant, Option<u8>), ParseError> {
    let b = text.as_bytes();
    let players = match b.first() {
        Some(d @ b'3'..=b'6') => d - b'0',
        _ => {
            return Err(bad(format!(
                "a position starts with the player count 3-6 and b or d, like 4b; got {}",
                Quoted(&text)
            ))
            .at(text))
        }
    };
    let variant = match b.get(1) {
        Some(b'b') => Variant::Base,
        Some(b'd') => Variant::Dice,
        _ => return Err(bad("the variant after the player count is b (base) or d (dice)").at(text)),
    };
    let viewer = match &b[2..] {
        [] => None,
        [b'v', b'0'] => Some(View::SPECTATOR),
        [b'v', b'a', b'l', b'l'] => Some(View::ALL),
        [b'v', d @ b'1'..=b'6'] if d - b'0' <= players => Some(d - b'1'),
        _ => {
            return Err(bad(format!(
            "unexpected {} after the variant (a view adds v and the viewer: v1-v6, v0 a spectator, vall the full view)",
            Quoted(&text[2..])
        ))
            .at(text))
        }
    };
    debug_assert!((MIN_PLAYERS..=MAX_PLAYERS).contains(&players));
    Ok((players, variant, viewer))
}

fn parse_player(b: u8, players: u8) -> Result<u8, ParseError> {
    match b {
        b'1'..=b'6' if b - b'0' <= players => Ok(b - b'1'),
        _ => {
            Err(bad(format!("player must be 1-{players}, got {}", QuotedChar(b as char))).at(&(b as char).to_string()))
        }
    }
}

fn parse_phase(text: &str, players: u8) -> Result<(Phase, Option<Vec<&str>>), ParseError> {
    let b = text.as_bytes();
    match b {
        [b'x'] => Ok((Phase::Over, None)),
        [b's', p, b'.', ..] => {
            let player = parse_player(*p, players)?;
            let hands: Vec<&str> = text[3..].split('.').collect();
            if hands.len() != players as usize {
                return Err(bad(format!("setup lists one hand per player ({players}), `-` when empty")).at(text));
            }
            Ok((Phase::Setup { player }, Some(hands)))
        }
        [p, step, rest @ ..] => {
            let player = parse_player(*p, players)?;
            let number = |s: &[u8]| -> Result<u8, ParseError> {
                if s.is_empty() || s.len() > 2 || !s.iter().all(u8::is_ascii_digit) {
                    return Err(bad(format!("expected a number in the phase {}", Quoted(&text))).at(text));
                }
                Ok(s.iter().fold(0, |a, d| a * 10 + (d - b'0')))
            };
            let step = match (step, rest) {
                (b'm', []) => Step::Move,
                (b'e', []) => Step::Extra,
                (b'r', []) => Step::Roll,
                (b'o', []) => Step::ExtraRoll,
                (b'd', n) => Step::Rolled { die: number(n)? },
                (b'f', spec) => {
                    let (row, cut) = match spec.iter().position(|&c| c == b'.') {
                        None => (number(spec)?, 0),
                        Some(i) => {
                            let mut cut = 0u8;
                            for &c in &spec[i + 1..] {
                                let col = parse_player(c, players)?;
                                if cut >> col & 1 == 1 {
                                    return Err(bad("a cut column is listed twice").at(text));
                                }
                                cut |= 1 << col;
                            }
                            if cut == 0 {
                                return Err(bad("after `.` list the columns already cut").at(text));
                            }
                            (number(&spec[..i])?, cut)
                        }
                    };
                    Step::Favours { row, cut }
                }
                _ => return Err(bad(format!("unknown phase {} (m, f, e, r, o, d or x)", Quoted(&text))).at(text)),
            };
            Ok((Phase::Turn { player, step }, None))
        }
        _ => Err(bad(format!("unknown phase {}", Quoted(&text))).at(text)),
    }
}

/// Cards of a hand or a discard pile: face up, or `-` for none.
fn parse_list(text: &str) -> Result<Vec<SeenCard>, ParseError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let cards = parse_cards(text)?;
    if cards.iter().any(|&(_, face_down)| face_down) {
        return Err(bad(format!("hands and discards are written in capitals: {}", Quoted(&text))).at(text));
    }
    Ok(cards.into_iter().map(|(c, _)| c).collect())
}

/// Cards as written: each a class letter (lowercase: face down) and a value or `x` (unseen).
fn parse_cards(text: &str) -> Result<Vec<(SeenCard, bool)>, ParseError> {
    let b = text.as_bytes();
    if b.len() % 2 != 0 || b.is_empty() {
        return Err(bad(format!("cards are written as pairs like B4 or Bx, got {}", Quoted(&text))).at(text));
    }
    b.chunks(2)
        .map(|pair| {
            let letter = pair[0] as char;
            let class = Class::from_letter(letter)
                .ok_or_else(|| bad(format!("unknown class letter {} (P B A Q M F)", QuotedChar(letter))).at(text))?;
            let seen = match pair[1] {
                v @ b'1'..=b'6' => {
                    SeenCard::Known(Card::new(class, v - b'0').ok_or_else(|| bad("bad value").at(text))?)
                }
                b'x' => SeenCard::Hidden { class },
                other => {
                    return Err(bad(format!("card value must be 1-6 or x, got {}", QuotedChar(other as char))).at(text))
                }
            };
            Ok((seen, letter.is_ascii_lowercase()))
        })
        .collect()
}

fn known_cards(cards: Vec<SeenCard>, what: &str) -> Result<Vec<Card>, ParseError> {
    cards
        .into_iter()
        .map(|c| c.card().ok_or_else(|| bad(format!("unseen cards (x) cannot appear in {what}"))))
        .collect()
}

fn parse_column(text: &str) -> Result<Vec<(u8, bool, Vec<SeenCard>)>, ParseError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    text.split('.')
        .map(|pile| {
            let digits = pile.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 || digits > 2 {
                return Err(bad(format!("a pile starts with its row, like 9M3F2; got {}", Quoted(&pile))).at(pile));
            }
            let row: u8 = pile[..digits].parse().map_err(|_| bad("bad row").at(pile))?;
            let cards = parse_cards(&pile[digits..]).map_err(|e| e.at(pile))?;
            let flipped = cards.first().is_some_and(|&(_, f)| f);
            if cards.iter().any(|&(_, f)| f != flipped) {
                return Err(bad(format!("a pile is all face up or all face down: {}", Quoted(&pile))).at(pile));
            }
            Ok((row, flipped, cards.into_iter().map(|(c, _)| c).collect()))
        })
        .collect()
}

fn parse_discards(text: &str, players: u8) -> Result<Vec<Vec<Card>>, ParseError> {
    let lists: Vec<&str> = text.split('.').collect();
    if lists.len() != players as usize {
        return Err(bad(format!("discards: one list per player ({players}), `-` when empty")).at(text));
    }
    lists.iter().map(|t| known_cards(parse_list(t)?, "discards (they are public)")).collect()
}

/// Knowledge entries as written; repeats and players not in the game are `State::from_setup`'s
/// to refuse, as for a `Setup` given as a value.
fn parse_knowledge(text: &str) -> Result<Vec<Knowledge>, ParseError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    for entry in text.split('.') {
        let card: Card = entry.get(..2).unwrap_or("").parse().map_err(|e: ParseError| e.at(entry))?;
        let mut players = Vec::new();
        for c in entry[2..].bytes() {
            match c {
                b'a'..=b'f' => players.push(c - b'a'),
                _ => {
                    return Err(bad(format!("knowledge names players as letters a-f, got {}", Quoted(&entry))).at(entry))
                }
            }
        }
        out.push(Knowledge { card, players });
    }
    Ok(out)
}
