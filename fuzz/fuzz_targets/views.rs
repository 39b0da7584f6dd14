//! Arbitrary text as a player's view, the way a Web Worker receives it, handed to every bot.
//!
//! Properties: `View::from_notation` and `bot::choose` never panic, whatever the text; a view the
//! bots accept can be completed to a world (`State::sample_world`) that looks exactly like it to
//! its viewer; and the action a bot returns is legal in that world, so it is legal in every game
//! the view could come from. Views come from the seeds' positions (their views are written by the
//! seeds' own `to_notation`), and a full position in the input is turned into each player's view.

#![no_main]

use heuchel::bot::{choose, Budget, Level};
use heuchel::rng::Rng;
use heuchel::{State, View};
use libfuzzer_sys::fuzz_target;

fn check(view: &View) {
    let Ok(world) = State::sample_world(view, &mut Rng::from_state(3)) else { return };
    assert_eq!(&world.view(view.viewer), view, "a sampled world looks different from its view");
    let legal = world.legal_actions();
    for level in Level::ALL {
        if let Ok(action) = choose(level, view, 7, Budget { iterations: 24 }) {
            assert!(legal.contains(&action), "{level} chose {action}, not legal in {}", view.to_notation());
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(view) = View::from_notation(text) {
        check(&view);
    }
    if let Ok(state) = State::from_notation(text) {
        for p in 0..state.players() {
            check(&state.view(p));
        }
    }
});
