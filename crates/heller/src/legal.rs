//! Which actions the player to act may take.

use crate::action::Action;
use crate::illegal::IllegalAction;
use crate::stall::Stall;
use crate::state::{Phase, State};
use crate::tile::Tile;

impl State {
    /// Every legal action of the player to act, each exactly once. On a turn: per free square,
    /// one stall action per kind he still has, in the no-luck game one pick action per distinct
    /// tile in the pool, and one own-tile action if he holds his own tile; then one turn-up
    /// action if the pool is not empty (not in the no-luck game); or, if none of these exists,
    /// only [`Action::Pass`]. With a tile turned up: one [`Action::PlaceTurned`] per free square,
    /// nothing else (D9). In a no-luck round's opening: one [`Action::Choose`] per distinct tile
    /// of the display (D8). Empty when the game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Action, Config, State, Variant};
    /// let mut state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 9 }).unwrap();
    /// // 30 free squares × (4 stall kinds + own tile), and turning up.
    /// assert_eq!(state.legal_actions().len(), 30 * 5 + 1);
    /// assert!(!state.legal_actions().contains(&Action::Pass));
    /// state.play(Action::TurnUp).unwrap();
    /// assert_eq!(state.legal_actions().len(), 30, "the turned tile goes on one of the 30 free squares");
    /// assert!(state.legal_actions().iter().all(|a| matches!(a, Action::PlaceTurned { .. })));
    /// ```
    pub fn legal_actions(&self) -> Vec<Action> {
        let player = match self.phase {
            Phase::Over => return Vec::new(),
            Phase::Turned { .. } => {
                return self.market.free().map(|square| Action::PlaceTurned { square }).collect();
            }
            Phase::Choose { .. } => return self.pool_kinds().into_iter().map(|tile| Action::Choose { tile }).collect(),
            Phase::Turn { player } => player,
        };
        let supply = self.supply(player);
        let kinds = if self.no_luck() { self.pool_kinds() } else { Vec::new() };
        let mut actions = Vec::new();
        for square in self.market.free() {
            for stall in Stall::ALL {
                if supply[stall.index()] > 0 {
                    actions.push(Action::Stall { stall, square });
                }
            }
            actions.extend(kinds.iter().map(|&tile| Action::Pick { tile, square }));
            if self.own_tile(player).is_some() {
                actions.push(Action::Own { square });
            }
        }
        if !self.no_luck() && !self.pool.is_empty() && self.market.free().next().is_some() {
            actions.push(Action::TurnUp);
        }
        if actions.is_empty() {
            actions.push(Action::Pass);
        }
        actions
    }

    /// The distinct tiles of the pool, in the order of [`Tile::ALL`].
    fn pool_kinds(&self) -> Vec<Tile> {
        let mut kinds = self.pool.clone();
        platform::small_sort::sort(&mut kinds);
        kinds.dedup();
        kinds
    }

    /// Is `action` legal now? The same judgement as [`State::play`], without playing.
    ///
    /// # Errors
    ///
    /// The [`IllegalAction`] that `play` would return.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, IllegalAction, State, Variant};
    /// let state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 9 }).unwrap();
    /// assert_eq!(state.check("pB3a1".parse().unwrap()), Err(IllegalAction::PoolFaceDown));
    /// assert_eq!(state.check("la1".parse().unwrap()), Err(IllegalAction::NothingTurned));
    /// ```
    pub fn check(&self, action: Action) -> Result<(), IllegalAction> {
        let player = match self.phase {
            Phase::Over => return Err(IllegalAction::GameOver),
            Phase::Turned { tile, .. } => {
                let Action::PlaceTurned { square } = action else {
                    return Err(IllegalAction::PlaceTurnedFirst { tile });
                };
                return self.check_free(square);
            }
            Phase::Choose { .. } => {
                let Action::Choose { tile } = action else { return Err(IllegalAction::ChooseFirst) };
                return if self.pool.contains(&tile) { Ok(()) } else { Err(IllegalAction::NotInPool { tile }) };
            }
            Phase::Turn { player } => player,
        };
        if let Some(square) = action.square() {
            self.check_free(square)?;
        }
        match action {
            Action::Stall { stall, .. } => {
                if self.supply(player)[stall.index()] == 0 {
                    return Err(IllegalAction::NoStall { stall });
                }
            }
            Action::TurnUp => {
                if self.no_luck() {
                    return Err(IllegalAction::PoolFaceUp);
                }
                if self.pool.is_empty() {
                    return Err(IllegalAction::PoolEmpty);
                }
            }
            Action::PlaceTurned { .. } => return Err(IllegalAction::NothingTurned),
            Action::Pick { tile, .. } => {
                if !self.no_luck() {
                    return Err(IllegalAction::PoolFaceDown);
                }
                if !self.pool.contains(&tile) {
                    return Err(IllegalAction::NotInPool { tile });
                }
            }
            Action::Own { .. } => {
                if self.own_tile(player).is_none() {
                    return Err(IllegalAction::NoOwnTile);
                }
            }
            Action::Choose { .. } => return Err(IllegalAction::NotChoosing),
            Action::Pass => {
                if self.can_place(player) {
                    return Err(IllegalAction::MustPlace);
                }
            }
        }
        Ok(())
    }

    fn check_free(&self, square: crate::square::Square) -> Result<(), IllegalAction> {
        if self.market.get(square).is_empty() {
            Ok(())
        } else {
            Err(IllegalAction::SquareTaken { square })
        }
    }
}
