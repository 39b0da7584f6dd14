//! A view as one line of text (OpenSpiel's observation string): all one player is shown, for the
//! recorded playthroughs (`tests/playthroughs/`, [`platform::playthrough`]), where every player's
//! observation after every action is stored and a hidden tile shown to the wrong player would be
//! a difference in a reviewed file. It is not read back.
//!
//! Nine fields separated by spaces: `r1 t2tR6 m50.50 b0 s4310.4320 oF vF.? p19: a4E---…`
//!
//! 1. `r1`: the round.
//! 2. `t2`: whose turn it is, counted from 1, followed by `t` and a tile code when he has turned
//!    that tile up and must place it (`t2tR6`), or by `c` when he chooses his own tile (`t2c`);
//!    `tx` once the game is over.
//! 3. `m50.50`: every player's money.
//! 4. `b0`: the bank's balance.
//! 5. `s4310.4320`: every player's stalls in supply, the counts of I, II, III and IIII.
//! 6. `oF`: the viewer's own tile (`-`: none).
//! 7. `vF.?`: the own tiles the viewer sees, one a player: a tile code, `?` held and unseen, `-`
//!    none held.
//! 8. `p19:`: the pool's size, and after the colon its tiles when they lie face up (the game
//!    without luck), else nothing.
//! 9. `a4E---…`: the market's 30 squares, row by row without separators: `-` free, a tile's code,
//!    or a stall as its owner's letter (`a` = player 1) and its strokes.

use crate::market::Cell;
use crate::state::Phase;
use crate::view::View;

impl View {
    /// The view as one line of text (see the module).
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, State, Variant};
    /// let state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 1994 }).unwrap();
    /// assert_eq!(state.view(1).observation(), format!("r1 t1 m50.50 b0 s4321.4321 oE v?.E p20: {}", "-".repeat(30)));
    /// assert!(state.view(0).observation().contains(" vF.? "), "player 1 sees his own tile, not player 2's");
    /// ```
    pub fn observation(&self) -> String {
        let to_act = match self.phase {
            Phase::Turn { player } => (player + 1).to_string(),
            Phase::Turned { player, tile } => format!("{}t{tile}", player + 1),
            Phase::Choose { player } => format!("{}c", player + 1),
            Phase::Over => "x".into(),
        };
        let list = |items: Vec<String>| items.join(".");
        let market: String = self
            .market
            .cells()
            .iter()
            .map(|c| match c {
                Cell::Empty => "-".to_string(),
                Cell::Tile { tile } => tile.to_string(),
                Cell::Stall { player, stall } => format!("{}{}", (b'a' + player) as char, stall.strokes()),
            })
            .collect();
        let seen = self
            .own_tiles
            .iter()
            .zip(&self.holds_own)
            .map(|(t, holds)| match (t, holds) {
                (Some(t), _) => t.to_string(),
                (None, true) => "?".into(),
                (None, false) => "-".into(),
            })
            .collect();
        format!(
            "r{} t{} m{} b{} s{} o{} v{} p{}:{} {}",
            self.round,
            to_act,
            list(self.money.iter().map(u32::to_string).collect()),
            self.bank,
            list(self.supply.iter().map(|s| s.iter().map(u8::to_string).collect::<String>()).collect()),
            self.own_tile.map_or("-".into(), |t| t.to_string()),
            list(seen),
            self.pool_len,
            self.pool.iter().map(|t| t.to_string()).collect::<String>(),
            market,
        )
    }
}
