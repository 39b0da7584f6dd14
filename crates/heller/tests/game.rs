//! Game records: the log, undo by replay, and the save format.

use heller::{Action, Config, Event, Game, IllegalAction, LoadError, Rng, State, Variant};

fn random_game(players: u8, variant: Variant, no_luck: bool, seed: u64) -> Game {
    let mut game = Game::new(Config { players, variant, no_luck, seed }).unwrap();
    let mut rng = Rng::from_state(seed + 1);
    while !game.state().is_over() {
        let legal = game.state().legal_actions();
        game.play(legal[rng.below(legal.len() as u32) as usize]).unwrap();
    }
    game
}

#[test]
fn a_whole_game_saves_loads_and_steps_back() {
    for (players, variant, no_luck) in
        [(2, Variant::Standard, false), (3, Variant::OpenEnded, true), (4, Variant::Standard, true)]
    {
        let game = random_game(players, variant, no_luck, 21);
        let saved = game.save();
        assert!(saved.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b)), "URL-safe");
        assert_eq!(Game::load(&saved).unwrap(), game);
        // Stepping: the position after k actions is the replay of the first k.
        let mut state = game.start().clone();
        for (k, entry) in game.log().iter().enumerate() {
            assert_eq!(game.at(k).unwrap().state(), &state);
            assert_eq!(state.to_act(), Some(entry.seat));
            let mut events = Vec::new();
            state.play_with(entry.action, &mut events).unwrap();
            assert_eq!(events, entry.events);
        }
        assert_eq!(&state, game.state());
        assert_eq!(game.at(game.log().len()).unwrap(), game);
        assert!(game.at(game.log().len() + 1).is_none());
        assert!(matches!(game.log().last().unwrap().events.last(), Some(Event::GameOver { .. })));
    }
}

#[test]
fn an_illegal_action_is_not_recorded() {
    let mut game = Game::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 4 }).unwrap();
    game.play("s1a1".parse().unwrap()).unwrap();
    let before = game.clone();
    assert_eq!(game.play("s1a1".parse().unwrap()), Err(IllegalAction::SquareTaken { square: "a1".parse().unwrap() }));
    assert_eq!(game, before);
    assert_eq!(game.actions(), vec!["s1a1".parse::<Action>().unwrap()]);
}

#[test]
fn a_bad_save_gives_a_typed_error() {
    let game = random_game(2, Variant::Standard, false, 8);
    let saved = game.save();
    let (start, actions) = saved.strip_prefix("heller2~").unwrap().split_once('~').unwrap();
    assert_eq!(Game::load(start).unwrap_err(), LoadError::NoActions);
    assert_eq!(Game::load(&format!("heller2~{start}")).unwrap_err(), LoadError::NoActions);
    assert!(matches!(Game::load(&format!("heller2~2q{}~{actions}", &start[2..])).unwrap_err(), LoadError::Start(_)));
    let error = Game::load(&format!("heller2~{start}~s9a1")).unwrap_err();
    assert!(matches!(error, LoadError::Action { index: 0, .. }));
    assert_eq!(error.code(), "notation.action");
    // Dropping the second action makes a later one illegal (or leaves the game unfinished).
    let mut pieces: Vec<&str> = actions.split('.').collect();
    pieces.remove(1);
    match Game::load(&format!("heller2~{start}~{}", pieces.join("."))) {
        Err(LoadError::Illegal { index, .. }) => assert!(index >= 1),
        Ok(g) => assert_ne!(g.state(), game.state()),
        Err(other) => panic!("{other}"),
    }
    // Playing on after the end.
    let error = Game::load(&format!("{saved}.x")).unwrap_err();
    assert_eq!(error, LoadError::Illegal { index: game.log().len(), error: IllegalAction::GameOver });
    let json = serde_json::to_string(&error).unwrap();
    assert_eq!(
        json,
        format!(r#"{{"code":"load.illegal","args":{{"index":{},"reason":"action.gameOver"}}}}"#, game.log().len())
    );
}

#[test]
fn a_game_from_a_position() {
    let state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 2 }).unwrap();
    let game = Game::from_position(state.clone());
    assert_eq!(game.state(), &state);
    assert!(game.log().is_empty());
    assert_eq!(Game::load(&game.save()).unwrap(), game);
}
