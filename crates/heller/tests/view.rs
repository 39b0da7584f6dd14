//! Views: what each player may see, and worlds sampled from a view.

use heller::{Action, Cell, Config, InvalidPosition, PositionError, Rng, State, Variant, View};

fn dealt(no_luck: bool) -> State {
    let mut state = State::new(Config { players: 3, variant: Variant::Standard, no_luck, seed: 17 }).unwrap();
    for square in ["a1", "b1", "c1"] {
        let square = square.parse().unwrap();
        let action = if no_luck { Action::Pick { tile: state.pool()[0], square } } else { Action::TurnUp { square } };
        state.play(action).unwrap();
    }
    state.play("s2d1".parse().unwrap()).unwrap();
    state
}

#[test]
fn hidden_information_changes_no_other_view() {
    let state = dealt(false);
    // Swap player 2's own tile with a different tile of the pool: a state only player 2 can tell apart.
    let mut setup = state.to_setup();
    let own = setup.own[1].unwrap();
    let i = setup.pool.iter().position(|&t| t != own).unwrap();
    let other = setup.pool[i];
    setup.pool[i] = own;
    setup.own[1] = Some(other);
    setup.pool.reverse();
    let twin = State::from_setup(&setup).unwrap();
    assert_ne!(twin, state);
    assert_eq!(twin.view(0), state.view(0));
    assert_eq!(twin.view(2), state.view(2));
    assert_eq!(twin.view(9), state.view(9), "a spectator");
    assert_ne!(twin.view(1), state.view(1));
    // The JSON a player receives names his own tile and no other.
    let json = serde_json::to_string(&state.view(0)).unwrap();
    let back: View = serde_json::from_str(&json).unwrap();
    assert_eq!(back, state.view(0));
    assert!(back.own_tiles.iter().enumerate().all(|(p, t)| p == 0 || t.is_none()));
}

#[test]
fn no_luck_views_show_every_tile_but_not_the_pool_order() {
    let state = dealt(true);
    let mut setup = state.to_setup();
    setup.pool.reverse();
    let twin = State::from_setup(&setup).unwrap();
    assert_ne!(twin, state);
    for viewer in 0..4 {
        assert_eq!(twin.view(viewer), state.view(viewer));
    }
    let view = state.view(0);
    assert_eq!(view.own_tiles, vec![state.own_tile(0), state.own_tile(1), state.own_tile(2)]);
    assert_eq!(view.pool.len(), state.pool_len());
}

#[test]
fn sampled_worlds_fit_the_view_and_vary_in_what_is_hidden() {
    let state = dealt(false);
    let view = state.view(0);
    let mut rng = Rng::from_state(99);
    let mut seen_for_player_2 = Vec::new();
    for _ in 0..200 {
        let world = view.sample_world(&mut rng).unwrap();
        assert_eq!(world.view(0), view);
        assert_eq!(world.market(), state.market());
        let tile = world.own_tile(1).unwrap();
        // Never a tile whose copies are all in sight of player 1.
        let in_sight = state.market().tiles().chain(state.own_tile(0)).filter(|&t| t == tile).count();
        assert!(in_sight < tile.copies() as usize, "{tile}");
        if !seen_for_player_2.contains(&tile) {
            seen_for_player_2.push(tile);
        }
    }
    assert!(seen_for_player_2.len() > 8, "the hidden tile is guessed, not copied: {seen_for_player_2:?}");
}

#[test]
fn a_view_no_position_fits_is_refused() {
    let state = dealt(false);
    let mut view = state.view(0);
    view.pool_len += 1;
    assert_eq!(
        view.sample_world(&mut Rng::from_state(1)).unwrap_err(),
        PositionError::Invalid(InvalidPosition::ImpossibleView)
    );
    // More copies of the viewer's own tile in sight than the game has.
    let mut view = state.view(0);
    let own = view.own_tile.unwrap();
    let free: Vec<_> = view.market.free().take(own.copies() as usize).collect();
    for square in free {
        view.market.put(square, Cell::Tile { tile: own });
    }
    assert_eq!(
        view.sample_world(&mut Rng::from_state(1)).unwrap_err(),
        PositionError::Invalid(InvalidPosition::ImpossibleView)
    );
}
