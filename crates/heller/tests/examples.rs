//! The rulebook's three worked examples of scoring ("EINIGE BEISPIELE ZUR WERTUNG"), built on a
//! market directly.

mod common;

use common::market;
use heller::{Lane, PlayerAmount};

/// Example 1: the Bettler completes a row. König and Bäuerin buy for 8 together (5 + 3), the
/// Falschspieler and the Bettler take 4 (−3, −1: the Falschspieler is −3 in example 3). Player
/// ● (a, one stroke) gets 4 × 1, player ③ (b, three strokes) 4 × 3.
#[test]
fn example_1_one_and_three_strokes() {
    let m = market(["------", "------", "B5a1R3B3b3R1", "------", "------"]);
    let score = m.score_lane(Lane::Row(2));
    assert_eq!(score.parts.len(), 1);
    let part = &score.parts[0];
    assert_eq!((part.black, part.red, part.sum), (8, -4, 4));
    assert!(!part.evil_eye && !part.money_bag);
    assert_eq!(
        part.players,
        vec![PlayerAmount { player: 0, strokes: 1, amount: 4 }, PlayerAmount { player: 1, strokes: 3, amount: 12 }]
    );
    assert_eq!((score.amount(0), score.amount(1)), (4, 12));
}

/// Example 2: a fire splits the row. Left, the evil eye scares the Bürger away (only red counts,
/// and there is none): player ○ (a) gets nothing. Right, the Äbtissin (5) pays player ● (b, one
/// stroke) 5.
#[test]
fn example_2_fire_and_evil_eye() {
    let m = market(["a2EB2FB5b1", "------", "------", "------", "------"]);
    let score = m.score_lane(Lane::Row(0));
    assert_eq!(score.parts.len(), 2);
    let (left, right) = (&score.parts[0], &score.parts[1]);
    assert!(left.evil_eye);
    assert_eq!((left.black, left.red, left.sum), (2, 0, 0));
    assert_eq!(left.players, vec![PlayerAmount { player: 0, strokes: 2, amount: 0 }]);
    assert!(!right.evil_eye);
    assert_eq!(right.players, vec![PlayerAmount { player: 1, strokes: 1, amount: 5 }]);
    assert_eq!((score.amount(0), score.amount(1)), (0, 5));
}

/// Example 3: the money bag on b2 completes row 2 and column b at once. Column b: Dame 4, evil
/// eye, Falschspieler −3, money bag, player ● (a) with one stroke: −3 × 1 × 2 = −6. Row 2:
/// Ritter + Knecht = 5, ● with a two-stroke stall, money bag: 5 × 2 × 2 = 20; the Magd beyond
/// the fire is another part, without a stall.
#[test]
fn example_3_money_bag_on_two_lanes() {
    let m = market(["-B4----", "B3Ma2B2FB1", "-E----", "-R3----", "-a1----"]);
    let column = m.score_lane(Lane::Column(1));
    assert_eq!(column.parts.len(), 1);
    let part = &column.parts[0];
    assert!(part.evil_eye && part.money_bag);
    assert_eq!((part.black, part.red, part.sum), (4, -3, -3));
    assert_eq!(part.players, vec![PlayerAmount { player: 0, strokes: 1, amount: -6 }]);
    assert_eq!(column.amount(0), -6);

    let row = m.score_lane(Lane::Row(1));
    assert_eq!(row.parts.len(), 2);
    assert!(row.parts[0].money_bag && !row.parts[0].evil_eye);
    assert_eq!(row.parts[0].sum, 5);
    assert_eq!(row.parts[0].players, vec![PlayerAmount { player: 0, strokes: 2, amount: 20 }]);
    assert_eq!((row.parts[1].black, row.parts[1].players.len()), (1, 0), "the Magd is cut off by the fire");
    assert_eq!(row.amount(0), 20);
}
