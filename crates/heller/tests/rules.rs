//! Every rule of RULES.md, one test (or a few) each, on dealt games and on positions built by hand.

mod common;

use common::{market, rest_of_tiles, sq, Position};
use heller::{
    Action, Cell, Config, Event, IllegalAction, InvalidPosition, Lane, Market, Payment, Phase, PositionError, Stall,
    State, Tile, Variant,
};

fn config(players: u8, variant: Variant, no_luck: bool, seed: u64) -> Config {
    Config { players, variant, no_luck, seed }
}

fn play(state: &mut State, action: &str) -> Vec<Event> {
    let mut events = Vec::new();
    let action: Action = action.parse().unwrap();
    state.play_with(action, &mut events).unwrap_or_else(|e| panic!("{action}: {e}"));
    events
}

fn scored_lanes(events: &[Event]) -> Vec<Lane> {
    events
        .iter()
        .filter_map(|e| if let Event::LaneScored { score, .. } = e { Some(score.lane) } else { None })
        .collect()
}

fn paid(events: &[Event]) -> Vec<Payment> {
    events
        .iter()
        .filter_map(|e| if let Event::Paid { payments } = e { Some(payments.clone()) } else { None })
        .flatten()
        .collect()
}

// ---- Setup ----------------------------------------------------------------------------------

#[test]
fn setup_by_player_count() {
    for players in 2..=4u8 {
        for variant in [Variant::Standard, Variant::OpenEnded] {
            let mut starters = vec![false; players as usize];
            for seed in 0..40 {
                let state = State::new(config(players, variant, false, seed)).unwrap();
                let singles = if variant == Variant::Standard { 6 - players } else { 4 };
                for p in 0..players {
                    assert_eq!(state.supply(p), [singles, 3, 2, 1]);
                    assert_eq!(state.money(p), 50);
                    assert!(state.own_tile(p).is_some());
                    assert_eq!(state.removed(p), [4 - singles, 0, 0, 0]);
                }
                assert_eq!(state.pool_len(), 22 - players as usize);
                assert_eq!(state.round(), 1);
                assert_eq!(state.bank(), 0);
                assert_eq!(state.market().free().count(), 30);
                let mut all: Vec<Tile> = state.pool().to_vec();
                all.extend((0..players).filter_map(|p| state.own_tile(p)));
                all.sort();
                let mut expected = Tile::ALL.to_vec();
                expected.sort();
                assert_eq!(all, expected);
                starters[state.to_act().unwrap() as usize] = true;
            }
            assert!(starters.iter().all(|&s| s), "the start player is drawn by lot: {starters:?}");
        }
    }
    for players in [0, 1, 5] {
        let error = State::new(config(players, Variant::Standard, false, 1)).unwrap_err();
        assert_eq!(error, InvalidPosition::PlayerCount { players });
    }
}

#[test]
fn same_seed_same_deal_other_seed_other_deal() {
    let a = State::new(config(3, Variant::Standard, false, 77)).unwrap();
    assert_eq!(a, State::new(config(3, Variant::Standard, false, 77)).unwrap());
    assert_ne!(a.pool(), State::new(config(3, Variant::Standard, false, 78)).unwrap().pool());
}

// ---- Actions --------------------------------------------------------------------------------

#[test]
fn placing_a_stall() {
    let mut state = State::new(config(3, Variant::Standard, false, 2)).unwrap();
    let p = state.to_act().unwrap();
    let events = play(&mut state, "s4c3");
    assert_eq!(events, vec![Event::StallPlaced { player: p, stall: Stall::IIII, square: sq("c3") }]);
    assert_eq!(state.market().get(sq("c3")), Cell::Stall { player: p, stall: Stall::IIII });
    assert_eq!(state.supply(p), [3, 3, 2, 0]);
    assert_eq!(state.to_act(), Some((p + 1) % 3));
    play(&mut state, "s1a1");
    play(&mut state, "s1a2");
    assert_eq!(state.to_act(), Some(p));
    assert_eq!(state.play("s4a3".parse().unwrap()), Err(IllegalAction::NoStall { stall: Stall::IIII }));
    assert_eq!(state.play("s1c3".parse().unwrap()), Err(IllegalAction::SquareTaken { square: sq("c3") }));
}

#[test]
fn turning_up_shows_the_tile_to_all_and_then_it_is_placed() {
    let mut state = State::new(config(3, Variant::Standard, false, 3)).unwrap();
    let p = state.to_act().unwrap();
    let top = state.pool()[0];
    let rest = state.pool()[1..].to_vec();
    let events = play(&mut state, "t");
    assert_eq!(events, vec![Event::TileTurnedUp { player: p, tile: top }]);
    // D9: the tile is face up before anyone, and still nowhere on the market.
    assert_eq!(state.phase(), Phase::Turned { player: p, tile: top });
    assert_eq!(state.turned(), Some(top));
    assert_eq!(state.pool(), &rest[..]);
    assert_eq!(state.market().free().count(), 30);
    for viewer in 0..=3 {
        assert_eq!(state.view(viewer).phase, Phase::Turned { player: p, tile: top }, "viewer {viewer} sees it");
    }
    // The same player must place it: exactly one action per free square, nothing else.
    assert_eq!(state.to_act(), Some(p));
    let free: Vec<_> = state.market().free().collect();
    let expected: Vec<Action> = free.iter().map(|&square| Action::PlaceTurned { square }).collect();
    assert_eq!(state.legal_actions(), expected);
    for other in ["s1a1", "oa1", "t", "x", "pB1a1", "cB1"] {
        let before = state.clone();
        assert_eq!(state.play(other.parse().unwrap()), Err(IllegalAction::PlaceTurnedFirst { tile: top }), "{other}");
        assert_eq!(state, before, "a refused action leaves the state as it was");
    }
    let events = play(&mut state, "lb2");
    assert_eq!(events, vec![Event::TurnedTilePlaced { player: p, tile: top, square: sq("b2") }]);
    assert_eq!(state.market().get(sq("b2")), Cell::Tile { tile: top });
    assert_eq!(state.turned(), None);
    assert_eq!(state.to_act(), Some((p + 1) % 3));
    assert_eq!(state.check("lc2".parse().unwrap()), Err(IllegalAction::NothingTurned));
    assert_eq!(state.check("pB1a1".parse().unwrap()), Err(IllegalAction::PoolFaceDown));
    // A turned tile goes only on a free square.
    play(&mut state, "t");
    let turned = state.turned().unwrap();
    assert_eq!(state.play("lb2".parse().unwrap()), Err(IllegalAction::SquareTaken { square: sq("b2") }));
    assert_eq!(state.turned(), Some(turned));
}

#[test]
fn a_position_with_a_tile_turned_up_reads_back_and_is_checked() {
    let mut state = State::new(config(2, Variant::Standard, false, 8)).unwrap();
    play(&mut state, "s2c3");
    play(&mut state, "t");
    let text = state.to_notation();
    let tile = state.turned().unwrap();
    assert!(text.contains(&format!("_2t{tile}_")), "{text}");
    assert_eq!(State::from_notation(&text).unwrap(), state);
    let mut setup = state.to_setup();
    assert_eq!(setup.turned, Some(tile));
    setup.config.no_luck = true;
    assert_eq!(State::from_setup(&setup).unwrap_err().code(), "position.turnedWithoutLuck");
    let mut setup = state.to_setup();
    setup.to_act = None;
    assert_eq!(State::from_setup(&setup).unwrap_err().code(), "position.turnedOffTurn");
    // The turned tile counts among the 22: without it one is missing, twice it is one too many.
    let mut setup = state.to_setup();
    setup.turned = None;
    assert_eq!(State::from_setup(&setup).unwrap_err().code(), "position.tileCount");
    let mut setup = state.to_setup();
    setup.pool.push(tile);
    assert_eq!(State::from_setup(&setup).unwrap_err().code(), "position.tileCount");
}

#[test]
fn without_luck_each_round_opens_with_the_own_tiles_chosen_in_turn() {
    let mut state = State::new(config(3, Variant::Standard, true, 21)).unwrap();
    let start = state.to_act().unwrap();
    // D8: every tile lies open; nobody holds an own tile yet; the start player chooses first.
    assert_eq!(state.phase(), Phase::Choose { player: start });
    assert_eq!(state.pool_len(), 22);
    assert!((0..3).all(|p| state.own_tile(p).is_none()));
    let mut kinds = Tile::ALL.to_vec();
    kinds.dedup();
    assert_eq!(state.legal_actions(), kinds.iter().map(|&tile| Action::Choose { tile }).collect::<Vec<_>>());
    let before = state.clone();
    assert_eq!(state.play("s1a1".parse().unwrap()), Err(IllegalAction::ChooseFirst));
    assert_eq!(state, before);
    let picks = [Tile::MoneyBag, Tile::Rogue(6), Tile::Customer(6)];
    for (k, &tile) in picks.iter().enumerate() {
        let chooser = (start + k as u8) % 3;
        assert_eq!(state.phase(), Phase::Choose { player: chooser });
        let events = play(&mut state, &format!("c{tile}"));
        assert_eq!(events, vec![Event::OwnTileChosen { player: chooser, tile }]);
        assert_eq!(state.own_tile(chooser), Some(tile));
        // Chosen in view of all: every view (and a spectator's) shows it.
        assert!((0..=3).all(|v| state.view(v).own_tiles[chooser as usize] == Some(tile)));
    }
    assert_eq!(state.play("cM".parse().unwrap()), Err(IllegalAction::NotChoosing));
    assert_eq!(state.phase(), Phase::Turn { player: start }, "the start player places first");
    assert_eq!(state.pool_len(), 19);
    assert!(!state.pool().contains(&Tile::MoneyBag));
    // A tile of which a copy is left may be chosen by the next; the last copy not.
    let mut pos = state.to_setup();
    pos.choosing = true;
    pos.to_act = Some(start);
    assert_eq!(State::from_setup(&pos).unwrap_err().code(), "position.choosingOrder", "everyone chose already");
}

#[test]
fn without_luck_a_new_round_is_chosen_again() {
    let mut state = State::new(config(2, Variant::Standard, true, 4)).unwrap();
    while state.round() == 1 {
        let a = *state.legal_actions().last().unwrap();
        state.play(a).unwrap();
    }
    let Phase::Choose { player } = state.phase() else { panic!("round 2 opens with a choice: {:?}", state.phase()) };
    assert!((0..2).all(|p| state.own_tile(p).is_none()), "D5: an unplaced own tile went back");
    assert_eq!(state.pool_len(), 22);
    // Only the start of round 1 is drawn by lot: D1 names round 2's first chooser.
    assert_eq!(state.to_act(), Some(player));
    let setup = state.to_setup();
    assert!(setup.choosing);
    assert_eq!(State::from_notation(&state.to_notation()).unwrap(), state);
    assert!(state.to_notation().contains(&format!("_{}c_", player + 1)));
    let mut luck = setup.clone();
    luck.config.no_luck = false;
    assert_eq!(State::from_setup(&luck).unwrap_err().code(), "position.choosingWithLuck");
    let mut late = setup.clone();
    late.market.put(sq("a1"), Cell::Stall { player: 0, stall: Stall::I });
    late.supply[0][0] -= 1;
    assert_eq!(State::from_setup(&late).unwrap_err().code(), "position.choosingLate");
}

#[test]
fn placing_the_own_tile() {
    let mut state = State::new(config(2, Variant::Standard, false, 4)).unwrap();
    let p = state.to_act().unwrap();
    let own = state.own_tile(p).unwrap();
    let pool = state.pool().to_vec();
    let events = play(&mut state, "oe5");
    assert_eq!(events, vec![Event::OwnTilePlaced { player: p, tile: own, square: sq("e5") }]);
    assert_eq!(state.market().get(sq("e5")), Cell::Tile { tile: own });
    assert_eq!(state.own_tile(p), None);
    assert_eq!(state.pool(), &pool[..]);
    play(&mut state, "s1a1");
    assert_eq!(state.play("oa2".parse().unwrap()), Err(IllegalAction::NoOwnTile));
    assert!(!state.legal_actions().iter().any(|a| matches!(a, Action::Own { .. })));
}

#[test]
fn no_luck_pool_lies_open_and_any_tile_may_be_taken() {
    let mut state = State::new(config(3, Variant::Standard, true, 5)).unwrap();
    for tile in ["R1", "E", "M"] {
        play(&mut state, &format!("c{tile}"));
    }
    let p = state.to_act().unwrap();
    let chosen = state.pool()[7];
    let mut expected = state.pool().to_vec();
    expected.remove(7);
    expected.sort();
    play(&mut state, &format!("p{chosen}d4"));
    assert_eq!(state.market().get(sq("d4")), Cell::Tile { tile: chosen });
    let mut pool = state.pool().to_vec();
    pool.sort();
    assert_eq!(pool, expected);
    assert_eq!(state.check(Action::TurnUp), Err(IllegalAction::PoolFaceUp));
    // Every tile is in the pool, in an own tile or on d4; one whose only copy is elsewhere is not in the pool.
    let absent = [Tile::EvilEye, Tile::MoneyBag, Tile::Rogue(1), Tile::Rogue(6)]
        .into_iter()
        .find(|t| !state.pool().contains(t))
        .expect("some single tile is out of the pool");
    assert_eq!(
        state.check(Action::Pick { tile: absent, square: sq("a1") }),
        Err(IllegalAction::NotInPool { tile: absent })
    );
    // Legal actions: per free square, each stall kind held, each distinct pool tile, the own tile.
    let q = state.to_act().unwrap();
    assert_ne!(p, q);
    let mut kinds = state.pool().to_vec();
    kinds.sort();
    kinds.dedup();
    let per_square = 4 + kinds.len() + 1;
    assert_eq!(state.legal_actions().len(), 29 * per_square);
    // The view shows the open pool and every own tile.
    let view = state.view(q);
    assert_eq!(view.pool, pool);
    assert!((0..3).all(|r| view.own_tiles[r as usize] == state.own_tile(r)));
}

#[test]
fn legal_actions_of_a_fresh_game() {
    let state = State::new(config(4, Variant::Standard, false, 6)).unwrap();
    let legal = state.legal_actions();
    assert_eq!(legal.len(), 30 * (4 + 1) + 1);
    for square in state.market().free() {
        for stall in Stall::ALL {
            assert!(legal.contains(&Action::Stall { stall, square }));
        }
        assert!(legal.contains(&Action::Own { square }));
    }
    assert_eq!(legal.last(), Some(&Action::TurnUp), "turning up comes once, not per square (D9)");
    assert_eq!(state.check(Action::Pass), Err(IllegalAction::MustPlace));
}

// ---- Passing --------------------------------------------------------------------------------

/// 2 players, round 2: 21 tiles and 7 stalls on the market, e5 and f5 free. Player 1 has nothing
/// to place; player 2 holds the last tile (the pool is empty, D2) and one single-stroke stall.
fn nothing_to_place() -> Position {
    let last = Tile::Customer(6);
    let mut m = Market::new();
    let tiles = rest_of_tiles(&[last]);
    let stalls =
        [(0, Stall::I), (0, Stall::I), (0, Stall::I), (0, Stall::II), (1, Stall::I), (1, Stall::I), (1, Stall::II)];
    let cells: Vec<Cell> = tiles
        .iter()
        .map(|&tile| Cell::Tile { tile })
        .chain(stalls.iter().map(|&(player, stall)| Cell::Stall { player, stall }))
        .collect();
    for (i, cell) in cells.into_iter().enumerate() {
        m.put(heller::Square::from_index(i).unwrap(), cell);
    }
    let mut pos = Position::new(2, Variant::Standard, m);
    pos.round = 2;
    pos.own = vec![None, Some(last)];
    pos.supply = vec![[0, 0, 0, 0], [1, 0, 0, 0]];
    pos
}

#[test]
fn pass_only_when_nothing_can_be_placed() {
    let mut state = nothing_to_place().state();
    assert_eq!(state.pool_len(), 0);
    assert_eq!(state.legal_actions(), vec![Action::Pass]);
    assert_eq!(state.check("oe5".parse().unwrap()), Err(IllegalAction::NoOwnTile));
    assert_eq!(state.check("s1e5".parse().unwrap()), Err(IllegalAction::NoStall { stall: Stall::I }));
    assert_eq!(state.check(Action::TurnUp), Err(IllegalAction::PoolEmpty));
    let before = state.clone();
    assert_eq!(play(&mut state, "x"), vec![Event::Passed { player: 0 }]);
    assert_eq!(state.to_act(), Some(1));
    assert_eq!(state.market(), before.market());
    // Player 2 can place: no pass, and no pool action (D2).
    assert_eq!(state.check(Action::Pass), Err(IllegalAction::MustPlace));
    let legal = state.legal_actions();
    assert_eq!(legal.len(), 2 * 2);
    assert!(legal.iter().all(|a| matches!(a, Action::Own { .. } | Action::Stall { stall: Stall::I, .. })));
    play(&mut state, "oe5");
    assert_eq!(state.legal_actions(), vec![Action::Pass]);
    play(&mut state, "x");
    // Player 2 fills the last square: the round ends, and D1: player 1 (after player 2) begins round 3.
    let events = play(&mut state, "s1f5");
    assert!(events.iter().any(|e| matches!(e, Event::RoundEnded { round: 2, .. })));
    assert_eq!(state.round(), 3);
    assert_eq!(state.to_act(), Some(0));
}

// ---- Scoring --------------------------------------------------------------------------------

#[test]
fn a_lane_is_scored_the_moment_it_fills_and_not_before() {
    let mut pos = Position::new(2, Variant::Standard, market(["B5a1R3B3b3-", "------", "------", "------", "------"]));
    pos.pool_first = vec![Tile::Rogue(1), Tile::Customer(6)];
    pos.supply = vec![[3, 3, 2, 1], [3, 3, 1, 1]];
    let mut state = pos.state();
    // Placing elsewhere scores nothing.
    let events = play(&mut state, "s1a5");
    assert_eq!(events.len(), 1);
    assert_eq!(state.money(0), 50);
    // Turning up the Bettler (R1) scores nothing yet; placed on f1 it fills row 1 (not column f):
    // it is scored at once.
    assert_eq!(play(&mut state, "t"), vec![Event::TileTurnedUp { player: 1, tile: Tile::Rogue(1) }]);
    let events = play(&mut state, "lf1");
    assert_eq!(events[0], Event::TurnedTilePlaced { player: 1, tile: Tile::Rogue(1), square: sq("f1") });
    assert_eq!(scored_lanes(&events), vec![Lane::Row(0)]);
    assert_eq!(paid(&events), vec![Payment { player: 0, due: 4, paid: 4 }, Payment { player: 1, due: 12, paid: 12 }]);
    assert_eq!((state.money(0), state.money(1), state.bank()), (54, 62, -16));
}

#[test]
fn one_placement_filling_two_lanes_scores_both_seed_example_3() {
    let mut pos =
        Position::new(2, Variant::Standard, market(["-B4----", "B3-a2B2FB1", "-E----", "-R3----", "-a1----"]));
    pos.own = vec![Some(Tile::MoneyBag), None];
    pos.supply = vec![[3, 2, 2, 1], [4, 3, 2, 1]];
    let mut state = pos.state();
    let events = play(&mut state, "ob2");
    assert_eq!(scored_lanes(&events), vec![Lane::Row(1), Lane::Column(1)]);
    let amounts: Vec<i32> = events
        .iter()
        .filter_map(|e| if let Event::LaneScored { score, .. } = e { Some(score.amount(0)) } else { None })
        .collect();
    assert_eq!(amounts, vec![20, -6]);
    assert_eq!(paid(&events), vec![Payment { player: 0, due: 14, paid: 14 }]);
    assert_eq!(state.money(0), 64);
    assert_eq!(state.money(1), 50);
}

#[test]
fn a_stall_counts_in_its_row_and_in_its_column() {
    let mut pos =
        Position::new(2, Variant::Standard, market(["--B4---", "--R2---", "B2B3-R1B1B6", "--B1---", "--B5---"]));
    pos.supply = vec![[4, 3, 2, 1], [4, 3, 2, 1]];
    let mut state = pos.state();
    let events = play(&mut state, "s2c3");
    assert_eq!(scored_lanes(&events), vec![Lane::Row(2), Lane::Column(2)]);
    // Row: 2 strokes × (2 + 3 − 1 + 1 + 6); column: 2 × (4 − 2 + 1 + 5).
    assert_eq!(paid(&events), vec![Payment { player: 0, due: 2 * 11 + 2 * 8, paid: 38 }]);
    assert_eq!(state.money(0), 88);
}

#[test]
fn a_tile_counts_in_its_row_and_in_its_column() {
    // The customer 6 turned up on c3 pays player 1 in row 3 and player 2 in column c.
    let mut pos =
        Position::new(2, Variant::Standard, market(["--a1---", "--B1---", "B2b1-R1FB6", "--R2---", "--B5---"]));
    pos.pool_first = vec![Tile::Customer(6)];
    pos.supply = vec![[3, 3, 2, 1], [3, 3, 2, 1]];
    let mut state = pos.state();
    play(&mut state, "t");
    let events = play(&mut state, "lc3");
    assert_eq!(scored_lanes(&events), vec![Lane::Row(2), Lane::Column(2)]);
    // Row 3, left of the fire: B2, b1, B6, R1 → player 2 gets 1 × 7; column c: a1, B1, B6, R2, B5 → player 1 gets 10.
    assert_eq!(paid(&events), vec![Payment { player: 0, due: 10, paid: 10 }, Payment { player: 1, due: 7, paid: 7 }]);
}

#[test]
fn fires_cut_lanes_into_parts_scored_apart() {
    let m = market(["a2B6Fb1FB3", "------", "------", "------", "------"]);
    let score = m.score_lane(Lane::Row(0));
    assert_eq!(score.parts.len(), 3);
    assert_eq!(score.parts.iter().map(|p| p.squares.len()).collect::<Vec<_>>(), vec![2, 1, 1]);
    assert_eq!(score.amount(0), 12, "the 6 pays the stall in its own part");
    assert_eq!(score.amount(1), 0, "nothing in the middle part");
    assert!(score.parts[2].players.is_empty(), "the 3 beyond the second fire has no stall: nobody scores");
    // A fire at the end leaves no empty part.
    let m = market(["Fa1B2R1b2F", "------", "------", "------", "------"]);
    let score = m.score_lane(Lane::Row(0));
    assert_eq!(score.parts.len(), 1);
    assert_eq!((score.amount(0), score.amount(1)), (1, 2));
}

#[test]
fn evil_eye_counts_only_red_in_its_part() {
    let m = market(["a1EB6R2b1R3", "------", "------", "------", "------"]);
    let score = m.score_lane(Lane::Row(0));
    assert_eq!((score.parts[0].black, score.parts[0].red, score.parts[0].sum), (6, -5, -5));
    assert_eq!((score.amount(0), score.amount(1)), (-5, -5));
    // D3: the evil eye beyond a fire does not touch this part.
    let m = market(["a1B6FEb1R3", "------", "------", "------", "------"]);
    let score = m.score_lane(Lane::Row(0));
    assert_eq!((score.amount(0), score.amount(1)), (6, -3));
}

#[test]
fn money_bag_doubles_its_part_plus_and_minus() {
    let m = market(["a1B4MR1b2B2", "------", "------", "------", "------"]);
    let score = m.score_lane(Lane::Row(0));
    assert!(score.parts[0].money_bag);
    assert_eq!((score.amount(0), score.amount(1)), (10, 20));
    let m = market(["a1R4MR1b2B2", "------", "------", "------", "------"]);
    assert_eq!(m.score_lane(Lane::Row(0)).amount(1), -12);
    // D3: beyond a fire it doubles nothing here.
    let m = market(["a1B4FMb2B2", "------", "------", "------", "------"]);
    let score = m.score_lane(Lane::Row(0));
    assert_eq!((score.amount(0), score.amount(1)), (4, 2 * 2 * 2));
}

#[test]
fn evil_eye_and_money_bag_together_double_the_red_sum() {
    let m = market(["a3EB6R2MR1", "------", "------", "------", "------"]);
    let score = m.score_lane(Lane::Row(0));
    assert_eq!(score.parts[0].sum, -3);
    assert_eq!(score.amount(0), -18);
}

#[test]
fn columns_are_lanes_of_five() {
    let m = market(["a1-----", "B3-----", "F-----", "b4-----", "R6-----"]);
    let score = m.score_lane(Lane::Column(0));
    assert_eq!(score.parts.len(), 2);
    assert_eq!((score.amount(0), score.amount(1)), (3, -24));
}

#[test]
fn no_debt_a_player_pays_what_he_has_and_the_rest_is_forgiven() {
    let mut pos = Position::new(2, Variant::Standard, market(["a2R5R1B1b1-", "------", "------", "------", "------"]));
    pos.money = vec![3, 50];
    pos.pool_first = vec![Tile::Customer(1)];
    pos.supply = vec![[4, 2, 2, 1], [3, 3, 2, 1]];
    let mut state = pos.state();
    let bank = state.bank();
    play(&mut state, "t");
    let events = play(&mut state, "lf1");
    // Sum −4: player 1 owes 2 × 4 = 8 but has 3; player 2 owes 4.
    let payments = paid(&events);
    assert_eq!(payments, vec![Payment { player: 0, due: -8, paid: -3 }, Payment { player: 1, due: -4, paid: -4 }]);
    assert_eq!(payments[0].forgiven(), 5);
    assert_eq!((state.money(0), state.money(1), state.bank()), (0, 46, bank + 7));
    // A player without money still plays.
    assert!(state.legal_actions().len() > 1);
}

#[test]
fn no_debt_applies_to_the_sum_of_both_lanes() {
    // Row 3 costs player 1 12, column c pays him 16: with 5 in hand he ends with 9 (paying
    // lane by lane would leave him 16).
    let mut pos =
        Position::new(2, Variant::Standard, market(["--B6---", "--B6---", "R5R4-B1b1B2", "--R3---", "--R1---"]));
    pos.money = vec![5, 50];
    pos.supply = vec![[4, 3, 2, 1], [3, 3, 2, 1]];
    let mut state = pos.state();
    let events = play(&mut state, "s2c3");
    // Row: 2 × (−5 − 4 + 1 + 2) = −12; column: 2 × (6 + 6 − 3 − 1) = 16; net +4.
    let rows: Vec<i32> = events
        .iter()
        .filter_map(|e| if let Event::LaneScored { score, .. } = e { Some(score.amount(0)) } else { None })
        .collect();
    assert_eq!(rows, vec![-12, 16]);
    assert_eq!(paid(&events)[0], Payment { player: 0, due: 4, paid: 4 });
    assert_eq!(state.money(0), 9);
}

// ---- End of a round -------------------------------------------------------------------------

/// 2 players, round 1: 29 squares taken (21 tiles, 8 stalls), f5 free. Player 2 still holds his
/// own tile; player 1 is to act with one single-stroke stall left.
fn last_square(variant: Variant) -> Position {
    let kept = Tile::Rogue(6);
    let mut m = Market::new();
    let stalls = [
        (0, Stall::I),
        (0, Stall::I),
        (0, Stall::II),
        (0, Stall::III),
        (1, Stall::I),
        (1, Stall::II),
        (1, Stall::IIII),
        (1, Stall::I),
    ];
    let cells: Vec<Cell> = stalls
        .iter()
        .map(|&(player, stall)| Cell::Stall { player, stall })
        .chain(rest_of_tiles(&[kept]).into_iter().map(|tile| Cell::Tile { tile }))
        .collect();
    for (i, cell) in cells.into_iter().enumerate() {
        m.put(heller::Square::from_index(i).unwrap(), cell);
    }
    let mut pos = Position::new(2, variant, m);
    pos.own = vec![None, Some(kept)];
    pos.supply = vec![[2, 0, 0, 0], [0, 1, 0, 0]];
    pos
}

#[test]
fn standard_round_end_returns_single_stalls_removes_the_rest_and_reshuffles() {
    let mut state = last_square(Variant::Standard).state();
    let events = play(&mut state, "s1f5");
    assert_eq!(scored_lanes(&events), vec![Lane::Row(4), Lane::Column(5)]);
    let ended = events.iter().find(|e| matches!(e, Event::RoundEnded { .. })).unwrap();
    let Event::RoundEnded { round: 1, market, returned, removed } = ended else { panic!("{ended:?}") };
    assert!(
        market.is_full() && market.get(sq("f5")) == Cell::Stall { player: 0, stall: Stall::I },
        "the finished market"
    );
    assert_eq!((returned, removed), (&vec![3, 2], &vec![[0, 1, 1, 0], [0, 1, 0, 1]]));
    assert_eq!(events.last(), Some(&Event::RoundStarted { round: 2, player: 1 }));
    assert_eq!(state.round(), 2);
    assert_eq!(state.to_act(), Some(1), "D1: the player after the one who filled the last square");
    assert_eq!(state.market().free().count(), 30);
    assert_eq!(state.supply(0), [1 + 3, 0, 0, 0]);
    assert_eq!(state.supply(1), [2, 1, 0, 0]);
    assert_eq!(state.removed(0), [0, 3, 2, 1]);
    assert_eq!(state.removed(1), [2, 2, 2, 1]);
    // D5: the own tile not placed went back; all 22 tiles are shuffled into the new round.
    assert_eq!(state.pool_len(), 20);
    let mut all: Vec<Tile> = state.pool().to_vec();
    all.extend([state.own_tile(0).unwrap(), state.own_tile(1).unwrap()]);
    all.sort();
    let mut expected = Tile::ALL.to_vec();
    expected.sort();
    assert_eq!(all, expected);
}

#[test]
fn open_ended_round_end_removes_every_placed_stall() {
    let mut state = last_square(Variant::OpenEnded).state();
    let events = play(&mut state, "s1f5");
    let ended = events.iter().find(|e| matches!(e, Event::RoundEnded { .. })).unwrap();
    let Event::RoundEnded { round: 1, returned, removed, .. } = ended else { panic!("{ended:?}") };
    assert_eq!((returned, removed), (&vec![0, 0], &vec![[3, 1, 1, 0], [2, 1, 0, 1]]));
    assert!(!state.is_over(), "player 1 still has a stall");
    assert_eq!(state.round(), 2);
    assert_eq!(state.supply(0), [1, 0, 0, 0]);
    assert_eq!(state.supply(1), [0, 1, 0, 0]);
}

#[test]
fn standard_game_ends_after_the_third_round() {
    let mut pos = last_square(Variant::Standard);
    pos.round = 3;
    let mut state = pos.state();
    let events = play(&mut state, "s1f5");
    assert!(state.is_over());
    assert_eq!(state.round(), 3);
    assert_eq!(state.market().free().count(), 0, "the last market stays for all to see");
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert_eq!(state.legal_actions(), vec![]);
    assert_eq!(state.play(Action::Pass), Err(IllegalAction::GameOver));
}

#[test]
fn a_dealt_standard_game_has_three_rounds() {
    for players in 2..=4 {
        let mut state = State::new(config(players, Variant::Standard, false, 100 + players as u64)).unwrap();
        let mut rounds = vec![1];
        let mut events = Vec::new();
        while let Some(&action) = state.legal_actions().last() {
            events.clear();
            state.play_with(action, &mut events).unwrap();
            for e in &events {
                if let Event::RoundStarted { round, .. } = e {
                    rounds.push(*round);
                }
            }
        }
        assert_eq!(rounds, vec![1, 2, 3]);
        assert!(matches!(events.last(), Some(Event::GameOver { .. })));
        assert_eq!(state.market().free().count(), 0);
    }
}

// ---- The open-ended variant -----------------------------------------------------------------

#[test]
fn open_ended_game_ends_after_the_round_of_a_last_stall_with_skips_and_a_final_scoring() {
    let mut pos = Position::new(2, Variant::OpenEnded, Market::new());
    pos.supply = vec![[1, 0, 0, 0], [0, 2, 0, 0]];
    pos.own = vec![None, Some(Tile::Customer(1))];
    let mut state = pos.state();
    play(&mut state, "s1a1");
    assert_eq!(state.supply(0), [0; 4]);
    assert!(!state.is_over(), "the round is played to its end");
    // Everyone places what he can; 25 pieces for 30 squares: the market will not fill.
    let mut skipped = false;
    let mut log = Vec::new();
    while !state.is_over() {
        let legal = state.legal_actions();
        if legal == vec![Action::Pass] {
            skipped = true;
            assert!((0..2).any(|p| state.can_place(p)), "a pass while someone else can place");
        }
        // Stalls first, then the pool, the own tile last: player 2 keeps his own tile until
        // the pool is empty, and player 1 must then be skipped.
        let action = legal
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Stall { .. }))
            .or_else(|| legal.iter().copied().find(|a| matches!(a, Action::TurnUp)))
            .unwrap_or(legal[0]);
        let before = log.len();
        state.play_with(action, &mut log).unwrap();
        assert!(log[before..].iter().all(|e| !matches!(e, Event::RoundStarted { .. })));
    }
    assert!(skipped, "a player without anything to place is skipped");
    assert_eq!(state.round(), 1);
    assert_eq!(state.market().free().count(), 5);
    // D7: the lanes never filled are scored at the end, each once, as they stand.
    let finals: Vec<Lane> = log
        .iter()
        .filter_map(|e| if let Event::LaneScored { score, final_scoring: true } = e { Some(score.lane) } else { None })
        .collect();
    let unfilled: Vec<Lane> = Lane::all().filter(|&l| !state.market().is_lane_full(l)).collect();
    assert!(!unfilled.is_empty());
    assert_eq!(finals, unfilled);
    let all = scored_lanes(&log);
    for lane in Lane::all() {
        assert_eq!(all.iter().filter(|&&l| l == lane).count(), 1, "{lane}");
    }
    assert!(matches!(log.last(), Some(Event::GameOver { .. })));
}

#[test]
fn open_ended_a_player_without_stalls_still_places_tiles() {
    let mut pos = Position::new(3, Variant::OpenEnded, market(["a1-----", "------", "------", "------", "------"]));
    pos.supply = vec![[0, 0, 0, 0], [1, 0, 0, 0], [0, 0, 1, 0]];
    let state = pos.state();
    // Player 1 placed his last stall this round; he is not skipped while the pool holds tiles.
    let mut state = state;
    assert_eq!(state.legal_actions(), vec![Action::TurnUp]);
    state.play(Action::TurnUp).unwrap();
    let legal = state.legal_actions();
    assert_eq!(legal.len(), 29);
    assert!(legal.iter().all(|a| matches!(a, Action::PlaceTurned { .. })));
}

// ---- Winners --------------------------------------------------------------------------------

#[test]
fn equal_money_shares_the_victory() {
    let mut pos = Position::new(3, Variant::OpenEnded, market(["a1-----", "------", "------", "------", "------"]));
    pos.to_act = None;
    pos.money = vec![61, 61, 40];
    pos.supply = vec![[0, 0, 0, 0], [1, 0, 0, 0], [1, 0, 0, 0]];
    let state = pos.state();
    assert_eq!(state.phase(), Phase::Over);
    assert_eq!(state.winners(), vec![0, 1]);
    assert_eq!(state.bank(), 150 - 162);
    pos.money = vec![61, 62, 40];
    assert_eq!(pos.state().winners(), vec![1]);
}

// ---- Checked positions ----------------------------------------------------------------------

#[test]
fn impossible_positions_are_refused() {
    let invalid = |pos: &Position| match State::from_setup(&pos.setup()) {
        Err(PositionError::Invalid(e)) => e,
        other => panic!("{other:?}"),
    };
    let good = last_square(Variant::Standard);
    assert!(State::from_setup(&good.setup()).is_ok());

    let mut setup = good.setup();
    setup.pool.push(Tile::EvilEye);
    assert_eq!(
        State::from_setup(&setup).unwrap_err(),
        PositionError::Invalid(InvalidPosition::TileCount { tile: Tile::EvilEye, found: 2, expected: 1 })
    );
    let mut setup = good.setup();
    setup.own[1] = None;
    assert!(matches!(
        State::from_setup(&setup).unwrap_err(),
        PositionError::Invalid(InvalidPosition::TileCount { found: 0, .. })
    ));
    let mut setup = good.setup();
    setup.own[1] = Some(Tile::Customer(9));
    assert_eq!(
        State::from_setup(&setup).unwrap_err(),
        PositionError::Invalid(InvalidPosition::NoSuchTile { tile: Tile::Customer(9) })
    );

    let mut pos = last_square(Variant::Standard);
    pos.supply[1] = [0, 0, 0, 1];
    assert_eq!(invalid(&pos), InvalidPosition::TooManyStalls { player: 1, stall: Stall::IIII, count: 2, max: 1 });
    let mut pos = last_square(Variant::Standard);
    pos.supply[0] = [3, 0, 0, 0];
    assert_eq!(invalid(&pos), InvalidPosition::TooManyStalls { player: 0, stall: Stall::I, count: 5, max: 4 });
    let mut pos = last_square(Variant::Standard);
    pos.round = 4;
    assert_eq!(invalid(&pos), InvalidPosition::Round { round: 4, variant: Variant::Standard });
    let mut pos = last_square(Variant::Standard);
    pos.to_act = Some(2);
    assert_eq!(invalid(&pos), InvalidPosition::NoSuchPlayer { player: 2, players: 2 });
    let mut pos = last_square(Variant::Standard);
    pos.money = vec![50];
    assert_eq!(invalid(&pos), InvalidPosition::ListCount { list: "money", players: 2, found: 1 });
    let mut pos = last_square(Variant::Standard);
    pos.to_act = None;
    assert_eq!(invalid(&pos), InvalidPosition::NotOver { round: 1 });
    let mut pos = last_square(Variant::Standard);
    pos.supply = vec![[0; 4], [0; 4]];
    pos.own = vec![None, None];
    pos.pool_first = vec![];
    // The kept tile must be somewhere: put it on f5; now the market is full.
    pos.market.put(sq("f5"), Cell::Tile { tile: Tile::Rogue(6) });
    assert_eq!(invalid(&pos), InvalidPosition::MarketFull);
    let mut pos = nothing_to_place();
    pos.supply[1] = [0; 4];
    assert_eq!(invalid(&pos), InvalidPosition::TooFewPieces { free: 2, pieces: 1 });
    let mut pos = nothing_to_place();
    pos.supply[1] = [0; 4];
    pos.own[1] = None;
    pos.market.put(sq("e5"), Cell::Tile { tile: Tile::Customer(6) });
    pos.config.variant = Variant::OpenEnded;
    assert_eq!(invalid(&pos), InvalidPosition::NobodyCanPlace);
}

#[test]
fn errors_serialize_with_code_and_args() {
    let json = serde_json::to_string(&IllegalAction::SquareTaken { square: sq("c3") }).unwrap();
    assert_eq!(json, r#"{"code":"action.squareTaken","args":{"square":"c3"}}"#);
    let json = serde_json::to_string(&InvalidPosition::TooManyStalls { player: 1, stall: Stall::II, count: 4, max: 3 })
        .unwrap();
    assert_eq!(json, r#"{"code":"position.tooManyStalls","args":{"player":1,"stall":2,"count":4,"max":3}}"#);
    let error = State::from_notation("2s_1_1_50.50").unwrap_err();
    assert_eq!(error.code(), "notation.position");
}
