//! Completing a setup a person placed by hand ([`Setup::fill_unused`]): what he left out goes
//! where an example does not look, so that an editor places only what his example needs.

use crate::setup::Setup;
use crate::stall::Stall;
use crate::tile::Tile;

impl Setup {
    /// Puts what the setup leaves out into the game: every tile not on the market, in the pool,
    /// turned up or held as an own tile goes under the pool (in the order of [`Tile::ALL`]), and each
    /// player's supply becomes every stall he received that is not on the market. Nothing placed
    /// is moved, so a setup with too many of something stays wrong, for
    /// [`State::from_setup`](crate::State::from_setup) to name. Lists with fewer entries than
    /// players are left as they are (their count is refused there too).
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Cell, Config, Market, Setup, Stall, State, Tile, Variant};
    /// let mut market = Market::new();
    /// market.put("a3".parse().unwrap(), Cell::Stall { player: 0, stall: Stall::II });
    /// market.put("b3".parse().unwrap(), Cell::Tile { tile: Tile::Customer(5) });
    /// let mut setup = Setup {
    ///     config: Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 0 },
    ///     round: 1,
    ///     to_act: Some(1),
    ///     turned: None,
    ///     choosing: false,
    ///     money: vec![50, 50],
    ///     supply: vec![[0; 4]; 2],
    ///     own: vec![None, None],
    ///     pool: Vec::new(),
    ///     market,
    ///     rng: 0,
    /// };
    /// setup.fill_unused();
    /// assert_eq!(setup.supply, vec![[4, 2, 2, 1], [4, 3, 2, 1]]);
    /// assert_eq!(setup.pool.len(), 21);
    /// assert!(State::from_setup(&setup).is_ok());
    /// ```
    pub fn fill_unused(&mut self) {
        let players = self.config.players;
        let received = Stall::supply(players, self.config.variant);
        for (player, supply) in self.supply.iter_mut().enumerate().take(players as usize) {
            let mut left = received;
            for (owner, stall) in self.market.stalls() {
                if owner as usize == player {
                    left[stall.index()] = left[stall.index()].saturating_sub(1);
                }
            }
            *supply = left;
        }
        let held: Vec<Tile> = self
            .market
            .tiles()
            .chain(self.pool.iter().copied())
            .chain(self.own.iter().flatten().copied())
            .chain(self.turned)
            .collect();
        let mut counts = Tile::count_kinds(held.iter().filter(|t| t.is_valid()));
        for tile in Tile::ALL {
            let k = tile.kind_index();
            if counts[k] < tile.copies() {
                counts[k] += 1;
                self.pool.push(tile);
            }
        }
    }
}
