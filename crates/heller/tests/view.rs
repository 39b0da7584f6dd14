//! Views: what each player may see, and worlds sampled from a view.

use heller::{Action, Cell, Config, InvalidPosition, Phase, PositionError, Rng, State, Variant, View};

fn dealt(no_luck: bool) -> State {
    let mut state = State::new(Config { players: 3, variant: Variant::Standard, no_luck, seed: 17 }).unwrap();
    if no_luck {
        // D8: the round opens with each player choosing his own tile.
        for _ in 0..3 {
            let choice = state.legal_actions()[0];
            state.play(choice).unwrap();
        }
    }
    for square in ["a1", "b1", "c1"] {
        let square = square.parse().unwrap();
        if no_luck {
            state.play(Action::Pick { tile: state.pool()[0], square }).unwrap();
        } else {
            state.play(Action::TurnUp).unwrap();
            state.play(Action::PlaceTurned { square }).unwrap();
        }
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
fn no_luck_views_show_every_tile_and_the_display_has_no_order() {
    let state = dealt(true);
    let mut setup = state.to_setup();
    setup.pool.reverse();
    let twin = State::from_setup(&setup).unwrap();
    assert_eq!(twin, state, "without luck the pool is an open display: its order means nothing");
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

#[test]
fn a_tile_turned_up_is_in_every_view_and_in_every_sampled_world() {
    let mut state = dealt(false);
    let player = state.to_act().unwrap();
    state.play(Action::TurnUp).unwrap();
    let tile = state.turned().unwrap();
    for viewer in 0..4 {
        let view = state.view(viewer);
        assert_eq!(view.phase, Phase::Turned { player, tile });
        let json = serde_json::to_string(&view).unwrap();
        assert!(json.contains(&format!(r#""phase":{{"phase":"turned","player":{player},"tile":"{tile}"}}"#)), "{json}");
    }
    // A world guessed from any player's view holds the same tile turned up, and one copy fewer elsewhere.
    let mut rng = Rng::from_state(5);
    for viewer in 0..3 {
        let view = state.view(viewer);
        for _ in 0..50 {
            let world = view.sample_world(&mut rng).unwrap();
            assert_eq!(world.turned(), Some(tile));
            assert_eq!(world.view(viewer), view);
            assert_eq!(world.legal_actions(), state.legal_actions(), "only the placement of the turned tile");
        }
    }
}
