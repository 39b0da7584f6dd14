//! Setups completed for an editor (`Setup::fill_unused`, the JavaScript API's `fillUnused`): what
//! he left out goes into the pool and the supply, nothing he placed moves, and the engine still
//! judges what he placed (a tile too many, a stall he never received) with its typed code.

use heller::{Cell, Config, Market, Setup, Stall, State, Tile, Variant};

fn bare(players: u8, variant: Variant) -> Setup {
    Setup {
        config: Config { players, variant, no_luck: false, seed: 0 },
        round: 1,
        to_act: Some(0),
        turned: None,
        choosing: false,
        money: vec![50; players as usize],
        supply: vec![[0; 4]; players as usize],
        own: vec![None; players as usize],
        pool: Vec::new(),
        market: Market::new(),
        rng: 0,
    }
}

fn put(setup: &mut Setup, square: &str, cell: Cell) {
    setup.market.put(square.parse().unwrap(), cell);
}

#[test]
fn an_empty_market_is_completed_into_the_start_of_a_game() {
    for players in 2..=4 {
        for variant in [Variant::Standard, Variant::OpenEnded] {
            let mut setup = bare(players, variant);
            setup.fill_unused();
            assert_eq!(setup.pool.len(), Tile::COUNT);
            assert!(setup.supply.iter().all(|&s| s == Stall::supply(players, variant)));
            assert!(State::from_setup(&setup).is_ok(), "{players} {variant:?}");
        }
    }
}

#[test]
fn a_row_with_two_stalls_and_three_tiles_keeps_what_was_placed() {
    let mut setup = bare(3, Variant::Standard);
    put(&mut setup, "a3", Cell::Stall { player: 0, stall: Stall::II });
    put(&mut setup, "b3", Cell::Tile { tile: Tile::Customer(4) });
    put(&mut setup, "c3", Cell::Tile { tile: Tile::Rogue(2) });
    put(&mut setup, "d3", Cell::Stall { player: 1, stall: Stall::IIII });
    put(&mut setup, "e3", Cell::Tile { tile: Tile::MoneyBag });
    setup.own[2] = Some(Tile::Customer(4));
    let market = setup.market.clone();
    setup.fill_unused();
    assert_eq!(setup.market, market, "nothing placed moves");
    assert_eq!(setup.own[2], Some(Tile::Customer(4)));
    assert_eq!(setup.supply, vec![[3, 2, 2, 1], [3, 3, 2, 0], [3, 3, 2, 1]]);
    // 22 tiles less three on the market and one own tile, and both customer 4s are placed.
    assert_eq!(setup.pool.len(), 18);
    assert!(!setup.pool.contains(&Tile::Customer(4)) && !setup.pool.contains(&Tile::MoneyBag));
    let state = State::from_setup(&setup).unwrap();
    assert_eq!(state.to_setup(), setup);
    // Filling again changes nothing.
    let mut again = setup.clone();
    again.fill_unused();
    assert_eq!(again, setup);
}

#[test]
fn too_many_of_a_tile_or_a_stall_is_still_refused_with_its_code() {
    let mut setup = bare(2, Variant::Standard);
    for square in ["a1", "b1", "c1"] {
        put(&mut setup, square, Cell::Tile { tile: Tile::Fire });
    }
    setup.fill_unused();
    let error = State::from_setup(&setup).unwrap_err();
    assert_eq!(error.code(), "position.tileCount");

    let mut setup = bare(2, Variant::Standard);
    put(&mut setup, "a1", Cell::Stall { player: 1, stall: Stall::IIII });
    put(&mut setup, "a2", Cell::Stall { player: 1, stall: Stall::IIII });
    setup.fill_unused();
    assert_eq!(setup.supply[1], [4, 3, 2, 0]);
    assert_eq!(State::from_setup(&setup).unwrap_err().code(), "position.tooManyStalls");
}

#[test]
fn a_dealt_position_is_left_as_it_is() {
    let mut state = State::new(Config { players: 4, variant: Variant::Standard, no_luck: false, seed: 11 }).unwrap();
    for _ in 0..9 {
        let action = state.legal_actions()[0];
        state.play(action).unwrap();
    }
    let setup = state.to_setup();
    let mut filled = setup.clone();
    filled.fill_unused();
    assert_eq!(filled, setup);
}

#[test]
fn short_lists_are_left_for_the_check_to_name() {
    let mut setup = bare(3, Variant::Standard);
    setup.supply.pop();
    setup.fill_unused();
    assert_eq!(setup.supply.len(), 2);
    assert_eq!(State::from_setup(&setup).unwrap_err().code(), "position.listCount");
}
