//! Prints, as JSON, a player's view and the game's log after `actions` random legal actions of a
//! seeded 3-player game: the shapes the browser receives (fixtures for the art preview).
//!
//! `cargo run -p heller --example view_json -- [seed] [actions] [viewer]`
use heller::{Config, Game, Rng, Variant};

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().expect("a number"));
    let seed = args.next().unwrap_or(7);
    let actions = args.next().unwrap_or(20);
    let viewer = args.next().unwrap_or(0) as u8;
    let mut game = Game::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed }).expect("a deal");
    let mut rng = Rng::from_state(seed);
    for _ in 0..actions {
        let legal = game.state().legal_actions();
        if legal.is_empty() {
            break;
        }
        let pick = legal[rng.below(legal.len() as u32) as usize];
        game.play(pick).expect("legal");
    }
    let out = serde_json::json!({
        "view": game.state().view(viewer),
        "log": game.log().iter().map(heller::LogEntry::from).collect::<Vec<_>>(),
        "save": game.save(),
    });
    println!("{}", serde_json::to_string_pretty(&out).expect("json"));
}
