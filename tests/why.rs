//! Why not (src/why.rs): in every position of random games, every kind of action a person could
//! try gets reasons exactly when the rules refuse it (`platform::why::agrees`); and each reason
//! code, provoked in a position made for it, marks the squares it is about and names its rule.

use heuchel::rng::Rng;
use heuchel::rules::Heuchel;
use heuchel::why::At;
use heuchel::{Action, Card, Config, State, Variant};
use platform::why::agrees;

/// Every action a person could try in a position: each move of up to 3 cards from and to every
/// row (one past the board and the row under it too), each cut, each card placed, and the rest.
fn tries() -> Vec<Action> {
    let mut out = vec![Action::EndFavours, Action::EndTurn, Action::Roll];
    for from in 0..=14 {
        out.push(Action::Lose { row: from });
        for count in 1..=3 {
            out.extend((0..=14).map(|to| Action::Move { from, count, to }));
        }
    }
    for column in 0..7 {
        out.extend((1..=3).map(|count| Action::Take { column, count }));
    }
    out.extend((0..36).filter_map(Card::from_index).map(|card| Action::Place { card }));
    out
}

/// Every code of src/why.rs.
const CODES: [&str; 18] = [
    "why.gameOver",
    "why.wrongStep",
    "why.notInHand",
    "why.noStack",
    "why.badCount",
    "why.notUp",
    "why.aboveCeiling",
    "why.occupied",
    "why.stepEnds",
    "why.chainEnds",
    "why.notTheRoll",
    "why.ownColumn",
    "why.noColumn",
    "why.alreadyCut",
    "why.noVictim",
    "why.faceDown",
    "why.notLower",
    "why.mustMove",
];

#[test]
fn reasons_exactly_when_refused_in_random_games() {
    let mut refused = 0;
    let mut seen = std::collections::BTreeSet::new();
    for (seed, players, variant) in
        [(1, 3, Variant::Base), (2, 4, Variant::Dice), (3, 6, Variant::Base), (4, 5, Variant::Dice)]
    {
        let mut state = State::new(Config { players, variant, seed }).unwrap();
        let mut rng = Rng::from_state(seed);
        let mut index = 0;
        while !state.is_over() {
            // Every other position, to keep the test short; each kind of step comes up often.
            if index % 2 == 0 {
                for action in tries() {
                    agrees::<Heuchel>(&state, action).unwrap_or_else(|e| panic!("{}: {e}", state.to_notation()));
                    refused += usize::from(state.check(action).is_err());
                    seen.extend(state.why_not(action).iter().map(|r| r.code));
                }
            }
            let legal = state.legal_actions();
            state.play(legal[rng.below(legal.len() as u32) as usize]).unwrap();
            index += 1;
        }
        for action in tries() {
            assert_eq!(state.why_not(action)[0].code, "why.gameOver");
        }
    }
    assert!(refused > 10_000, "only {refused} refusals tried");
    let unseen: Vec<_> = CODES.iter().filter(|c| **c != "why.gameOver" && !seen.contains(*c)).collect();
    assert!(unseen.is_empty(), "never given: {unseen:?}");
}

/// Seat 2 to move: F3 on row 1 under M1, Q1, A1 (rows 2–4), row 5 free, P1 on row 6 (the
/// rulebook's figure 2, docs/NOTATION.md).
const FIG2: &str = "3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001";

fn reason(position: &str, action: &str) -> (String, String, Vec<(&'static str, At)>) {
    let state = State::from_notation(position).unwrap();
    let why = state.why_not(action.parse().unwrap());
    assert_eq!(why.len(), 1, "{action}: {why:?}");
    let r = &why[0];
    (r.code.to_string(), r.rule.to_string(), r.marks.iter().map(|m| (m.role, m.at)).collect())
}

const fn at(column: u8, row: u8) -> At {
    At { column, row }
}

#[test]
fn each_move_reason_marks_its_squares() {
    assert_eq!(
        reason(FIG2, "4-7.1"),
        ("why.stepEnds".into(), "R4.5".into(), vec![("mover", at(1, 4)), ("step", at(1, 5))])
    );
    assert_eq!(
        reason(FIG2, "1-8.1"),
        ("why.chainEnds".into(), "R4.7".into(), vec![("mover", at(1, 1)), ("end", at(1, 7)), ("free", at(1, 8))])
    );
    assert_eq!(
        reason(FIG2, "1-9.1"),
        ("why.aboveCeiling".into(), "R4.2".into(), vec![("mover", at(1, 1)), ("ceiling", at(1, 8))])
    );
    assert_eq!(
        reason(FIG2, "1-6.1"),
        ("why.occupied".into(), "R4.4".into(), vec![("mover", at(1, 1)), ("blocker", at(1, 6))])
    );
    assert_eq!(
        reason(FIG2, "4-3.1"),
        ("why.notUp".into(), "R4.3".into(), vec![("mover", at(1, 4)), ("landing", at(1, 3))])
    );
    assert_eq!(reason(FIG2, "5-7.1"), ("why.noStack".into(), "R4.1".into(), vec![("empty", at(1, 5))]));
    assert_eq!(reason(FIG2, "4-5.2"), ("why.badCount".into(), "R4.1".into(), vec![("stack", at(1, 4))]));
    assert_eq!(reason(FIG2, "r").0, "why.wrongStep");
    // Above the ceiling and on an occupied square at once: both reasons.
    let state = State::from_notation(FIG2).unwrap();
    let codes: Vec<_> = state.why_not("2-13.1".parse().unwrap()).iter().map(|r| r.code).collect();
    assert_eq!(codes, ["why.aboveCeiling"], "row 13 is free: only the ceiling");
    let codes: Vec<_> = state.why_not("3-6.1".parse().unwrap()).iter().map(|r| r.code).collect();
    assert_eq!(codes, ["why.occupied"], "the Quack's ceiling is row 10: only the blocker");
}

#[test]
fn a_dice_move_must_be_exactly_the_roll() {
    let mut state = State::new(Config { players: 3, variant: Variant::Dice, seed: 5 }).unwrap();
    while !matches!(state.phase(), heuchel::Phase::Turn { step: heuchel::Step::Rolled { .. }, .. }) {
        let first = state.legal_actions()[0];
        state.play(first).unwrap();
    }
    let heuchel::Phase::Turn { player, step: heuchel::Step::Rolled { die } } = state.phase() else { unreachable!() };
    let moves: Vec<_> = state.legal_actions().into_iter().filter(|a| matches!(a, Action::Move { .. })).collect();
    let Some(&Action::Move { from, count, to }) = moves.first() else { return };
    assert_eq!(to, from + die);
    let wrong = Action::Move { from, count, to: to - 1 };
    let why = state.why_not(wrong);
    let roll = why.iter().find(|r| r.code == "why.notTheRoll").expect("the roll is named");
    assert_eq!(roll.rule, "R11.3");
    assert!(roll.marks.iter().any(|m| m.role == "roll" && m.at == At { column: player, row: from + die }));
}
