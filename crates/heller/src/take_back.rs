//! Taking back (crates/heller/RULES.md, "Taking back"): a merchant may take back his last action, and the
//! computers' since, only while nothing hidden from him has been shown to him since then. One
//! fact for every place that offers it: the page at one screen and the online table's server ask
//! the engine the same question.

use crate::event::Event;
use crate::game::Game;

/// What hidden was shown to a merchant since the action a take-back would return before: the
/// reason a take-back is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// A tile was turned up from the face-down pile (by anyone, the merchant himself included).
    TurnedUp,
    /// A new round began: own tiles were dealt.
    NewRound,
    /// `player`'s own tile was placed face up, which the merchant could not see before.
    OwnTile {
        /// Whose own tile.
        player: u8,
    },
}

impl Game {
    /// What hidden from `viewer` has been shown to him since action `index` (the first such
    /// thing, in the order played), or `None`: then a take-back to [`Game::at`]`(index)` hides
    /// nothing he has seen. An `index` beyond the game's length asks about nothing (`None`).
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::take_back::Shown;
    /// use heller::{Action, Config, Game, Variant};
    /// let mut game = Game::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
    /// let me = game.state().to_act().unwrap();
    /// game.play(Action::TurnUp).unwrap();
    /// assert_eq!(game.shown_since(me, 0), Some(Shown::TurnedUp));
    /// assert_eq!(game.shown_since(me, 1), None, "nothing since the turn-up");
    /// ```
    pub fn shown_since(&self, viewer: u8, index: usize) -> Option<Shown> {
        let entries = self.log().get(index..)?;
        // Own tiles he could see before (his own; without luck everyone's).
        let mut seen_own: Option<Vec<bool>> = None;
        for entry in entries {
            for event in &entry.events {
                match event {
                    Event::TileTurnedUp { .. } => return Some(Shown::TurnedUp),
                    Event::RoundStarted { .. } => return Some(Shown::NewRound),
                    Event::OwnTilePlaced { player, .. } if *player != viewer => {
                        let seen = seen_own.get_or_insert_with(|| {
                            let before = self.at(index).map(|g| g.state().view(viewer));
                            before.map_or_else(Vec::new, |v| v.own_tiles.iter().map(Option::is_some).collect())
                        });
                        if !seen.get(usize::from(*player)).copied().unwrap_or(false) {
                            return Some(Shown::OwnTile { player: *player });
                        }
                    }
                    _ => {}
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::Shown;
    use crate::{Action, Config, Event, Game, Variant};

    /// Plays each game until another merchant's own tile goes down, preferring own tiles and
    /// never turning up, and returns the game and the index of that action.
    fn until_own_placed(no_luck: bool, seed: u64) -> Option<(Game, usize, u8)> {
        let mut game = Game::new(Config { players: 3, variant: Variant::Standard, no_luck, seed }).ok()?;
        while game.state().to_act().is_some() {
            let legal = game.state().legal_actions();
            let own = legal.iter().find(|a| matches!(a, Action::Own { .. }));
            let quiet = legal.iter().find(|a| !matches!(a, Action::TurnUp));
            let action = *own.or(quiet).unwrap_or(&legal[0]);
            let index = game.len();
            let events = game.play(action).ok()?.to_vec();
            if let Some(Event::OwnTilePlaced { player, .. }) =
                events.iter().find(|e| matches!(e, Event::OwnTilePlaced { .. }))
            {
                if *player != 0 {
                    return Some((game, index, *player));
                }
            }
        }
        None
    }

    /// Another merchant's own tile placed is news to him in the standard game, not without luck
    /// (where every own tile lies face up); nothing is news from the next action on.
    #[test]
    fn another_merchants_own_tile_is_shown_only_where_it_was_hidden() {
        let (game, index, player) = until_own_placed(false, 3).expect("an own tile is placed");
        assert_eq!(game.shown_since(0, index), Some(Shown::OwnTile { player }));
        assert_eq!(game.shown_since(player, index), None, "his own tile was his to see");
        assert_eq!(game.shown_since(0, index + 1), None);
        let (game, index, _) = until_own_placed(true, 3).expect("an own tile is placed");
        assert_eq!(game.shown_since(0, index), None, "without luck every own tile is seen");
        assert_eq!(game.shown_since(0, game.len() + 5), None, "beyond the game: nothing");
    }
}
