//! The check the tests apply to every state frame a seat receives: its view and log must equal,
//! as JSON, what the engine gives that seat (computed by the test from its own copy of the
//! game). A frame showing another seat's view, or the full state, fails it. Kept in the library
//! so that the tests of whole games and the unit test below use the same function.

use serde_json::Value;

/// Checks a state frame: its type, its version, and that its view and log are exactly
/// `view` and `log`.
///
/// # Errors
///
/// What differs, for the test's message.
pub fn check_frame(frame: &Value, version: u64, view: &Value, log: &Value) -> Result<(), String> {
    if frame["type"] != "state" {
        return Err(format!("not a state frame: {frame}"));
    }
    if frame["version"] != version {
        return Err(format!("version {} where {version} was expected", frame["version"]));
    }
    if &frame["view"] != view {
        return Err(format!("the view differs from the engine's for this seat:\n got {}\nwant {view}", frame["view"]));
    }
    if &frame["log"] != log {
        return Err(format!("the log differs from the engine's for this seat:\n got {}\nwant {log}", frame["log"]));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{heller_log_json, heller_view_json, heuchel_log_json, heuchel_view_json, Seat};
    use serde_json::json;

    fn frame(version: u64, view: &Value, log: &Value) -> Value {
        json!({"type": "state", "version": version, "view": view, "log": log})
    }

    #[test]
    fn another_seats_view_fails_the_check() {
        let game = heller::Game::new(heller::Config {
            players: 3,
            variant: heller::Variant::Standard,
            no_luck: false,
            seed: 9,
        })
        .unwrap();
        let log = heller_log_json(&game, Seat::Player(1));
        let mine = heller_view_json(game.state(), Seat::Player(1));
        let leaked = heller_view_json(game.state(), Seat::Player(0));
        assert_eq!(check_frame(&frame(0, &mine, &log), 0, &mine, &log), Ok(()));
        assert!(check_frame(&frame(0, &leaked, &log), 0, &mine, &log).is_err(), "seat 0's view sent to seat 1");
        let spectator = heller_view_json(game.state(), Seat::Spectator);
        assert!(check_frame(&frame(0, &mine, &log), 0, &spectator, &log).is_err(), "a seat's view sent to a spectator");
        assert!(check_frame(&frame(1, &mine, &log), 0, &mine, &log).is_err(), "a wrong version");

        let mut game =
            heuchel::Game::new(heuchel::Config { players: 3, variant: heuchel::Variant::Base, seed: 9 }).unwrap();
        let card = game.state().hand(0)[0];
        game.play(heuchel::Action::Place { card }).unwrap();
        let mine = heuchel_view_json(game.state(), Seat::Player(2));
        let log = heuchel_log_json(&game, Seat::Player(2));
        let leaked_log = heuchel_log_json(&game, Seat::Player(0));
        assert_eq!(check_frame(&frame(1, &mine, &log), 1, &mine, &log), Ok(()));
        assert!(check_frame(&frame(1, &mine, &leaked_log), 1, &mine, &log).is_err(), "seat 0's log sent to seat 2");
        let leaked = heuchel_view_json(game.state(), Seat::Player(0));
        assert!(check_frame(&frame(1, &leaked, &log), 1, &mine, &log).is_err());
    }
}
