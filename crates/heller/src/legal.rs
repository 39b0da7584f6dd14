//! Which actions the player to act may take.

use crate::action::Action;
use crate::error::IllegalAction;
use crate::stall::Stall;
use crate::state::{Phase, State};
use crate::tile::Tile;

impl State {
    /// Every legal action of the player to act, each exactly once: per free square, one stall
    /// action per kind he still has, one turn-up action if the pool is not empty (in the no-luck
    /// game instead one pick action per distinct tile in the pool), one own-tile action if he
    /// holds his own tile; or, if none of these exists, only [`Action::Pass`]. Empty when the
    /// game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Action, Config, State, Variant};
    /// let state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 9 }).unwrap();
    /// // 30 free squares × (4 stall kinds + turn up + own tile).
    /// assert_eq!(state.legal_actions().len(), 30 * 6);
    /// assert!(!state.legal_actions().contains(&Action::Pass));
    /// ```
    pub fn legal_actions(&self) -> Vec<Action> {
        let Phase::Turn { player } = self.phase else { return Vec::new() };
        let supply = self.supply(player);
        let mut kinds: Vec<Tile> = Vec::new();
        if self.no_luck() {
            kinds = self.pool.clone();
            kinds.sort_unstable();
            kinds.dedup();
        }
        let mut actions = Vec::new();
        for square in self.market.free() {
            for stall in Stall::ALL {
                if supply[stall.index()] > 0 {
                    actions.push(Action::Stall { stall, square });
                }
            }
            if self.no_luck() {
                actions.extend(kinds.iter().map(|&tile| Action::Pick { tile, square }));
            } else if !self.pool.is_empty() {
                actions.push(Action::TurnUp { square });
            }
            if self.own_tile(player).is_some() {
                actions.push(Action::Own { square });
            }
        }
        if actions.is_empty() {
            actions.push(Action::Pass);
        }
        actions
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
    /// ```
    pub fn check(&self, action: Action) -> Result<(), IllegalAction> {
        let Phase::Turn { player } = self.phase else { return Err(IllegalAction::GameOver) };
        if let Some(square) = action.square() {
            if !self.market.get(square).is_empty() {
                return Err(IllegalAction::SquareTaken { square });
            }
        }
        match action {
            Action::Stall { stall, .. } => {
                if self.supply(player)[stall.index()] == 0 {
                    return Err(IllegalAction::NoStall { stall });
                }
            }
            Action::TurnUp { .. } => {
                if self.no_luck() {
                    return Err(IllegalAction::PoolFaceUp);
                }
                if self.pool.is_empty() {
                    return Err(IllegalAction::PoolEmpty);
                }
            }
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
            Action::Pass => {
                if self.can_place(player) {
                    return Err(IllegalAction::MustPlace);
                }
            }
        }
        Ok(())
    }
}
