//! Medium's judgement, fast, for the search's playouts: the values of
//! [`super::medium::placement_gain`] and [`super::medium::values`] (up to rounding), computed
//! without cloning the market or scoring a lane with the engine's allocating
//! [`Market::score_lane`], and Medium's choice from them ([`medium_action`]).
//!
//! Each lane is cut once into its parts (between fires), and each part summed: its black and red
//! values, its evil eye and money bag, its free squares and every player's strokes. A part is
//! worth to a player with strokes in it `strokes × (sum + free × per_free) × (2 with the money
//! bag)`, `per_free` being the chance that a tile fills a free square times the mean value of the
//! tiles not on the market (Medium's estimate; exact, with no free square, for a full lane). A
//! placement changes one part of each of its two lanes, and what it changes there is linear in a
//! stall's strokes or a figure's value, so each part's terms are computed once ([`Terms`]) and a
//! square's value is the sum of its row's part's and its column's. A fire, which splits its part,
//! is the one placement that depends on the square's place in the part: each lane is walked once
//! for it ([`Lanes::fire_values`]).

#[cfg(test)]
use super::medium::Amounts;
use super::medium::Outlook;
use crate::action::Action;
use crate::market::{Cell, Market};
use crate::square::{Lane, Square, SQUARES};
use crate::stall::Stall;
use crate::state::{Phase, State, Variant, MAX_PLAYERS, STANDARD_ROUNDS};
use crate::tile::Tile;

/// A part of a lane, summed.
#[derive(Clone, Copy, Debug, Default)]
struct Part {
    black: i32,
    red: i32,
    evil: bool,
    bag: bool,
    free: u8,
    strokes: [u8; MAX_PLAYERS as usize],
    /// Everyone's strokes together.
    total: u8,
}

impl Part {
    fn add(&mut self, cell: Cell) {
        match cell {
            Cell::Empty => self.free += 1,
            Cell::Tile { tile } => match tile {
                Tile::Customer(_) => self.black += tile.value(),
                Tile::Rogue(_) => self.red += tile.value(),
                Tile::EvilEye => self.evil = true,
                Tile::MoneyBag => self.bag = true,
                Tile::Fire => {}
            },
            Cell::Stall { player, stall } => {
                self.strokes[player as usize] += stall.strokes();
                self.total += stall.strokes();
            }
        }
    }

    /// The counted sum: the red values with the evil eye, else all.
    fn sum(&self) -> i32 {
        if self.evil {
            self.red
        } else {
            self.black + self.red
        }
    }

    fn per_free(&self, o: &Outlook) -> f32 {
        o.tile_chance * if self.evil { o.mean_red } else { o.mean }
    }

    fn factor(&self) -> f32 {
        if self.bag {
            2.0
        } else {
            1.0
        }
    }

    /// What one stroke in the part is worth as it stands (estimated while squares are free).
    fn per_stroke(&self, o: &Outlook) -> f32 {
        (self.sum() as f32 + self.free as f32 * self.per_free(o)) * self.factor()
    }

    /// Adds `sign ×` every player's worth of the part to `out`.
    #[cfg(test)]
    fn value_into(&self, out: &mut Amounts, sign: f32, o: &Outlook, players: u8) {
        let per = sign * self.per_stroke(o);
        for (amount, &strokes) in out.iter_mut().zip(&self.strokes).take(players as usize) {
            *amount += strokes as f32 * per;
        }
    }

    /// The viewer's strokes less the others' mean: what weighs a change of the part's worth per
    /// stroke in [`super::medium::relative`].
    fn weight(&self, me: u8, players: u8) -> f32 {
        let mine = self.strokes[me as usize];
        mine as f32 - (self.total - mine) as f32 / (players.max(2) - 1) as f32
    }
}

/// What a placement in one part of a lane is worth to the viewer, relative to the others
/// ([`super::medium::relative`]), as far as it depends on the part alone: a figure's value as
/// `value × slope - cost`, a stall's as `strokes × slope - cost`, the money bag's and the evil
/// eye's outright. A square's value is the sum over its row's part and its column's.
#[derive(Clone, Copy, Debug, Default)]
struct Terms {
    customer: f32,
    rogue: f32,
    figure_cost: f32,
    stall: f32,
    stall_cost: f32,
    /// The viewer's own gain from a stall I, less its strokes' worth (`stall - own_cost`).
    own_stall: f32,
    bag: f32,
    eye: f32,
}

impl Terms {
    fn of(part: &Part, weight: f32, me: u8, o: &Outlook) -> Terms {
        let pf = part.per_free(o);
        let m = part.factor();
        let wm = weight * m;
        let per = part.per_stroke(o);
        let after = |tile: Tile| {
            let mut q = *part;
            q.free -= 1;
            q.add(Cell::Tile { tile });
            weight * (q.per_stroke(o) - per)
        };
        let stall = (part.sum() as f32 + (part.free as f32 - 1.0) * pf) * m;
        Terms {
            customer: if part.evil { 0.0 } else { wm },
            rogue: wm,
            figure_cost: wm * pf,
            stall,
            stall_cost: wm * pf,
            own_stall: stall - part.strokes[me as usize] as f32 * pf * m,
            bag: if part.free > 0 { after(Tile::MoneyBag) } else { 0.0 },
            eye: if part.free > 0 { after(Tile::EvilEye) } else { 0.0 },
        }
    }

    fn plus(self, o: Terms) -> Terms {
        Terms {
            customer: self.customer + o.customer,
            rogue: self.rogue + o.rogue,
            figure_cost: self.figure_cost + o.figure_cost,
            stall: self.stall + o.stall,
            stall_cost: self.stall_cost + o.stall_cost,
            own_stall: self.own_stall + o.own_stall,
            bag: self.bag + o.bag,
            eye: self.eye + o.eye,
        }
    }
}

/// Marks the end of a column (5 squares) in [`LANE_SQUARES`].
const NONE: u8 = u8::MAX;

/// Each lane's squares by index, in the order of [`Lane::squares`].
const LANE_SQUARES: [[u8; 6]; Lane::COUNT] = {
    let mut out = [[NONE; 6]; Lane::COUNT];
    let mut r = 0;
    while r < 5 {
        let mut c = 0;
        while c < 6 {
            out[r][c] = (r * 6 + c) as u8;
            c += 1;
        }
        r += 1;
    }
    let mut c = 0;
    while c < 6 {
        let mut r = 0;
        while r < 5 {
            out[5 + c][r] = (r * 6 + c) as u8;
            r += 1;
        }
        c += 1;
    }
    out
};

/// Marks a fire's place in [`Lanes::part_of`].
const FIRE: u8 = u8::MAX;

/// The lanes of one market, cut into parts and summed, with the outlook of the tiles to come.
pub(crate) struct Lanes<'a> {
    market: &'a Market,
    outlook: Outlook,
    players: u8,
    /// The player whose relative gains are asked for.
    me: u8,
    /// Up to three parts a lane (two fires at most).
    parts: [[Part; 3]; Lane::COUNT],
    /// Each part's [`Part::weight`] for `me` and its worth per stroke.
    weights: [[(f32, f32); 3]; Lane::COUNT],
    /// Each part's [`Terms`] for `me`.
    terms: [[Terms; 3]; Lane::COUNT],
    /// The part of each place of a lane ([`FIRE`] for a fire).
    part_of: [[u8; 6]; Lane::COUNT],
}

/// A lane through `square` and the square's place in it: its row (place = column) and its column
/// (place = row).
fn places(square: Square) -> [(usize, usize); 2] {
    let [row, column] = square.lanes();
    [(row.index(), square.column() as usize), (column.index(), square.row() as usize)]
}

impl<'a> Lanes<'a> {
    /// The lanes of `w`'s market for `me`, with Medium's outlook (the tiles and stalls still to
    /// place).
    pub(crate) fn of(w: &'a State, me: u8) -> Lanes<'a> {
        let n = w.players();
        let tiles = w.pool_len() + (0..n).filter(|&p| w.own_tile(p).is_some()).count();
        let stalls: usize = (0..n).map(|p| w.supply(p).iter().map(|&c| c as usize).sum::<usize>()).sum();
        Lanes::new(w.market(), outlook(w.market(), tiles, stalls), n, me)
    }

    pub(crate) fn new(market: &'a Market, outlook: Outlook, players: u8, me: u8) -> Lanes<'a> {
        let mut parts = [[Part::default(); 3]; Lane::COUNT];
        let mut part_of = [[0u8; 6]; Lane::COUNT];
        let mut weights = [[(0f32, 0f32); 3]; Lane::COUNT];
        let mut terms = [[Terms::default(); 3]; Lane::COUNT];
        let cells = market.cells();
        for li in 0..Lane::COUNT {
            let mut k = 0usize;
            for (place, &square) in LANE_SQUARES[li].iter().enumerate() {
                if square == NONE {
                    break;
                }
                let cell = cells[square as usize];
                if let Cell::Tile { tile: Tile::Fire } = cell {
                    part_of[li][place] = FIRE;
                    k += 1;
                } else {
                    part_of[li][place] = k as u8;
                    parts[li][k].add(cell);
                }
            }
            for j in 0..=k.min(2) {
                let part = &parts[li][j];
                let weight = part.weight(me, players);
                weights[li][j] = (weight, part.per_stroke(&outlook));
                if part.free > 0 {
                    terms[li][j] = Terms::of(part, weight, me, &outlook);
                }
            }
        }
        Lanes { market, outlook, players, me, parts, weights, terms, part_of }
    }

    #[cfg(test)]
    fn part(&self, lane: usize, place: usize) -> &Part {
        &self.parts[lane][self.part_of[lane][place] as usize]
    }

    /// The [`Terms`] of the free `square`: its row's part's and its column's.
    fn square_terms(&self, square: Square) -> Terms {
        let [(r, c), (k, rw)] = places(square);
        let a = &self.terms[r][self.part_of[r][c] as usize];
        let b = &self.terms[k][self.part_of[k][rw] as usize];
        a.plus(*b)
    }

    /// Everyone's change from putting `cell` on the free `square`: Medium's
    /// [`super::medium::placement_gain`].
    #[cfg(test)]
    pub(crate) fn gain(&self, square: Square, cell: Cell) -> Amounts {
        let mut out: Amounts = [0.0; MAX_PLAYERS as usize];
        let o = &self.outlook;
        for (li, place) in places(square) {
            let part = self.part(li, place);
            part.value_into(&mut out, -1.0, o, self.players);
            if cell.tile() == Some(Tile::Fire) {
                let (left, right) = self.split(li, place);
                left.value_into(&mut out, 1.0, o, self.players);
                right.value_into(&mut out, 1.0, o, self.players);
            } else {
                let mut after = *part;
                after.free -= 1;
                after.add(cell);
                after.value_into(&mut out, 1.0, o, self.players);
            }
        }
        out
    }

    /// The two parts a fire on `place` of lane `li` would cut its part into.
    #[cfg(test)]
    fn split(&self, li: usize, place: usize) -> (Part, Part) {
        let k = self.part_of[li][place];
        let (mut left, mut right) = (Part::default(), Part::default());
        for (at, &s) in LANE_SQUARES[li].iter().enumerate() {
            if s == NONE {
                break;
            }
            if self.part_of[li][at] != k || at == place {
                continue;
            }
            if at < place { &mut left } else { &mut right }.add(self.market.cells()[s as usize]);
        }
        (left, right)
    }

    /// `me`'s gain from putting `cell` on `square` less the others' mean gain.
    #[cfg(test)]
    pub(crate) fn relative(&self, square: Square, cell: Cell) -> f32 {
        match cell {
            Cell::Tile { tile } => self.tile_relative(square, tile, &self.square_terms(square)),
            _ => super::medium::relative(&self.gain(square, cell), self.me, self.players),
        }
    }

    /// `me`'s relative gain from a fire on each free square (by index; 0 elsewhere), each lane
    /// walked once.
    fn fire_values(&self) -> [f32; SQUARES] {
        let mut out = [0f32; SQUARES];
        for (li, lane) in LANE_SQUARES.iter().enumerate() {
            let mut left = Part::default();
            let mut k = 0u8;
            for (place, &s) in lane.iter().enumerate() {
                if s == NONE {
                    break;
                }
                let cell = self.market.cells()[s as usize];
                if self.part_of[li][place] != k {
                    left = Part::default();
                    k = self.part_of[li][place];
                    if k == FIRE {
                        k = self.part_of[li].get(place + 1).copied().unwrap_or(FIRE);
                        continue;
                    }
                }
                if cell.is_empty() {
                    let part = &self.parts[li][k as usize];
                    let mut right = Part {
                        black: part.black - left.black,
                        red: part.red - left.red,
                        evil: part.evil && !left.evil,
                        bag: part.bag && !left.bag,
                        free: part.free - left.free - 1,
                        strokes: core::array::from_fn(|p| part.strokes[p] - left.strokes[p]),
                        total: part.total - left.total,
                    };
                    if right.free == u8::MAX {
                        right.free = 0;
                    }
                    let (weight, before) = self.weights[li][k as usize];
                    out[s as usize] += left.weight(self.me, self.players) * left.per_stroke(&self.outlook)
                        + right.weight(self.me, self.players) * right.per_stroke(&self.outlook)
                        - weight * before;
                }
                left.add(cell);
            }
        }
        out
    }

    /// `me`'s relative gain from `tile` on `square`, whose terms are `t`.
    fn tile_relative(&self, square: Square, tile: Tile, t: &Terms) -> f32 {
        match tile {
            Tile::Customer(v) => v as f32 * t.customer - t.figure_cost,
            Tile::Rogue(v) => -(v as f32) * t.rogue - t.figure_cost,
            Tile::MoneyBag => t.bag,
            Tile::EvilEye => t.eye,
            Tile::Fire => self.fire_values()[square.index()],
        }
    }

    /// The best free square for `tile` and `me`'s relative gain there (the first of equals).
    pub(crate) fn best_square(&self, tile: Tile) -> Option<(Square, f32)> {
        let mut best: Option<(Square, f32)> = None;
        let fire = if tile == Tile::Fire { self.fire_values() } else { [0f32; SQUARES] };
        for square in self.market.free() {
            let value = match tile {
                Tile::Fire => fire[square.index()],
                _ => self.tile_relative(square, tile, &self.square_terms(square)),
            };
            if best.is_none_or(|(_, b)| value > b) {
                best = Some((square, value));
            }
        }
        best
    }
}

/// Medium's [`Outlook`] of a market with `tiles` and `stalls` still to place, without allocating.
pub(crate) fn outlook(market: &Market, tiles: usize, stalls: usize) -> Outlook {
    let mut counts = Tile::count_kinds(&Tile::ALL);
    for tile in market.tiles() {
        counts[tile.kind_index()] = counts[tile.kind_index()].saturating_sub(1);
    }
    let (mut n, mut sum, mut red) = (0f32, 0f32, 0f32);
    for (k, tile) in Tile::KIND_LIST.iter().enumerate() {
        let c = counts[k] as f32;
        n += c;
        sum += c * tile.value() as f32;
        if matches!(tile, Tile::Rogue(_)) {
            red += c * tile.value() as f32;
        }
    }
    let n = n.max(1.0);
    let pieces = (tiles + stalls).max(1) as f32;
    Outlook { tile_chance: tiles as f32 / pieces, mean: sum / n, mean_red: red / n }
}

/// The tiles the player to act in `w` cannot see, by kind: every tile neither on the market, nor
/// his own, nor turned up (nor, without luck, in the open display or anyone's own).
pub(crate) fn unseen(w: &State, me: u8) -> [u8; Tile::KINDS] {
    let mut counts = Tile::count_kinds(&Tile::ALL);
    let mut take = |t: Tile| counts[t.kind_index()] = counts[t.kind_index()].saturating_sub(1);
    w.market().tiles().for_each(&mut take);
    w.turned().into_iter().for_each(&mut take);
    if w.no_luck() {
        w.pool().iter().copied().for_each(&mut take);
        (0..w.players()).filter_map(|p| w.own_tile(p)).for_each(&mut take);
    } else if let Some(t) = w.own_tile(me) {
        take(t);
    }
    counts
}

/// Medium's choice for the player to act in `w` (his view of it: he is not told what he cannot
/// see), computed from [`Lanes`]: each placement by its relative gain (a stall less its reserve),
/// turning up by the mean best placement of the unseen tiles, a tile turned up on its best square,
/// an own tile chosen by [`super::medium::choice_value`]. `None` when the game is over.
pub(crate) fn medium_action(w: &State) -> Option<Action> {
    let me = w.to_act()?;
    match w.phase() {
        Phase::Over => return None,
        Phase::Choose { .. } => {
            let mut best: Option<(f32, Tile)> = None;
            for &t in w.pool() {
                let v = super::medium::choice_value(t);
                if best.is_none_or(|(b, bt)| v > b || (v == b && t < bt)) {
                    best = Some((v, t));
                }
            }
            return best.map(|(_, tile)| Action::Choose { tile });
        }
        Phase::Turned { tile, .. } => {
            let lanes = Lanes::of(w, me);
            return lanes.best_square(tile).map(|(square, _)| Action::PlaceTurned { square });
        }
        Phase::Turn { .. } => {}
    }
    let mut best: Option<(f32, Action)> = None;
    turn_candidates(w, me, &mut |value, action| {
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, action));
        }
    });
    best.map(|(_, a)| a).or(Some(Action::Pass))
}

/// Medium's best `k` actions of a turn (a placement or turning up, by [`medium_action`]'s
/// judgement), best first; ties in the order [`medium_action`] weighs them, so the first is
/// always its choice. Only a pass when Medium would pass; nothing when `w` is not at a turn.
pub(crate) fn medium_best_turns(w: &State, k: usize) -> Vec<Action> {
    let Some(me) = w.to_act() else { return Vec::new() };
    if !matches!(w.phase(), Phase::Turn { .. }) {
        return Vec::new();
    }
    // The best k so far, best first; an action goes after those it only equals.
    let mut best: Vec<(f32, Action)> = Vec::with_capacity(k + 1);
    turn_candidates(w, me, &mut |value, action| {
        let at = best.iter().position(|&(b, _)| value > b).unwrap_or(best.len());
        if at < k {
            best.insert(at, (value, action));
            best.truncate(k);
        }
    });
    if best.is_empty() {
        // A full market, or nothing to place and nothing to turn up: Medium passes.
        return vec![Action::Pass];
    }
    best.into_iter().map(|(_, a)| a).collect()
}

/// Weighs every action Medium considers at `me`'s turn in `w` (each free square's stall, the
/// larger if the square's worth a stroke beats the reserve, else the smaller; the own tile on each
/// free square; turning up, or without luck each displayed tile on its best square), passing each
/// to `consider` with its value. With no free square it weighs nothing.
fn turn_candidates(w: &State, me: u8, consider: &mut impl FnMut(f32, Action)) {
    let lanes = Lanes::of(w, me);
    let supply = w.supply(me);
    let smallest = Stall::ALL.into_iter().find(|s| supply[s.index()] > 0);
    let largest = Stall::ALL.into_iter().rev().find(|s| supply[s.index()] > 0);
    let own = w.own_tile(me);
    let last_round = w.variant() == Variant::Standard && w.round() >= STANDARD_ROUNDS;
    // The tiles a square may get besides the own tile: without luck the display's (picked), with
    // luck the unseen ones (turned up, valued by their mean best square).
    let tiles = if w.no_luck() {
        Tile::count_kinds(w.pool())
    } else if w.pool_len() > 0 {
        unseen(w, me)
    } else {
        [0; Tile::KINDS]
    };
    let fire = if tiles[13] > 0 || own == Some(Tile::Fire) { lanes.fire_values() } else { [0f32; SQUARES] };
    let mut free = [(Square::new(0, 0).expect("a1"), 0f32, 0f32, 0f32); SQUARES];
    let mut n = 0usize;
    let mut per_stroke = 0f32;
    let mut best_tile = [(f32::MIN, free[0].0); Tile::KINDS];
    let mut note = |k: usize, value: f32, square: Square| {
        if value > best_tile[k].0 {
            best_tile[k] = (value, square);
        }
    };
    for square in w.market().free() {
        let t = lanes.square_terms(square);
        per_stroke += t.own_stall;
        for v in 1..=6usize {
            if tiles[v - 1] > 0 {
                note(v - 1, v as f32 * t.customer - t.figure_cost, square);
            }
            if tiles[v + 5] > 0 {
                note(v + 5, -(v as f32) * t.rogue - t.figure_cost, square);
            }
        }
        if tiles[12] > 0 {
            note(12, t.bag, square);
        }
        if tiles[13] > 0 {
            note(13, fire[square.index()], square);
        }
        if tiles[14] > 0 {
            note(14, t.eye, square);
        }
        let own_value = match own {
            Some(Tile::Fire) => fire[square.index()],
            Some(tile) => lanes.tile_relative(square, tile, &t),
            None => 0.0,
        };
        free[n] = (square, t.stall, t.stall_cost, own_value);
        n += 1;
    }
    if n == 0 {
        return;
    }
    let reserve = if last_round { 0.0 } else { super::medium::STALL_RESERVE * (per_stroke / n as f32).max(0.0) };
    for &(square, slope, cost, own_value) in &free[..n] {
        if let (Some(small), Some(large)) = (smallest, largest) {
            let per = slope - reserve;
            let stall = if per > 0.0 { large } else { small };
            consider(stall.strokes() as f32 * per - cost, Action::Stall { stall, square });
        }
        if own.is_some() {
            consider(own_value, Action::Own { square });
        }
    }
    if w.no_luck() {
        for (k, &(value, square)) in best_tile.iter().enumerate() {
            if tiles[k] > 0 {
                consider(value, Action::Pick { tile: Tile::KIND_LIST[k], square });
            }
        }
    } else if w.pool_len() > 0 {
        let (mut total, mut count) = (0f32, 0u32);
        for (k, &(value, _)) in best_tile.iter().enumerate() {
            total += value * tiles[k] as f32;
            count += tiles[k] as u32;
        }
        consider(total / count.max(1) as f32, Action::TurnUp);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::medium;
    use crate::state::Config;
    use platform::Rng;

    fn positions() -> Vec<State> {
        let mut out = Vec::new();
        let mut rng = Rng::from_state(5);
        for players in 2..=4 {
            for no_luck in [false, true] {
                for variant in [Variant::Standard, Variant::OpenEnded] {
                    let mut state =
                        State::new(Config { players, variant, no_luck, seed: players as u64 * 7 + no_luck as u64 })
                            .unwrap();
                    while !state.is_over() {
                        out.push(state.clone());
                        let legal = state.legal_actions();
                        state.play(legal[rng.below(legal.len() as u32) as usize]).unwrap();
                    }
                }
            }
        }
        out
    }

    /// The gains are Medium's, for every cell on every free square of many positions.
    #[test]
    fn gains_are_mediums() {
        for w in positions().into_iter().step_by(3) {
            let me = w.to_act().unwrap();
            let lanes = Lanes::of(&w, me);
            let outlook = lanes.outlook;
            for square in w.market().free() {
                let mut cells: Vec<Cell> = Tile::KIND_LIST.iter().map(|&tile| Cell::Tile { tile }).collect();
                for player in 0..w.players() {
                    cells.extend(Stall::ALL.iter().map(|&stall| Cell::Stall { player, stall }));
                }
                for cell in cells {
                    let fast = lanes.gain(square, cell);
                    let slow = medium::placement_gain(w.market(), square, cell, &outlook);
                    for p in 0..MAX_PLAYERS as usize {
                        assert!((fast[p] - slow[p]).abs() < 1e-3, "{cell:?} on {square}: {fast:?} vs {slow:?}");
                    }
                    let rel = medium::relative(&slow, me, w.players());
                    if cell == (Cell::Tile { tile: Tile::Fire }) {
                        let fast = lanes.fire_values()[square.index()];
                        assert!((fast - rel).abs() < 1e-3, "fire on {square}: {fast} vs {rel}");
                    }
                    assert!((lanes.relative(square, cell) - rel).abs() < 1e-3, "{cell:?} on {square}");
                }
            }
        }
    }

    /// Medium's action from the lanes is the one Medium chooses from the view, but for near-ties.
    #[test]
    fn medium_action_is_mediums() {
        let (mut same, mut all) = (0, 0);
        for w in positions() {
            let me = w.to_act().unwrap();
            let view = w.view(me);
            let legal = w.legal_actions();
            let values = medium::values(&view, &legal);
            let fast = medium_action(&w).unwrap();
            assert!(legal.contains(&fast), "{fast} not legal");
            let best = values.iter().copied().fold(f32::MIN, f32::max);
            let mine = values[legal.iter().position(|&a| a == fast).unwrap()];
            assert!(best - mine < 1e-3, "{fast}: {mine} against the best {best}");
            all += 1;
            same += (legal.iter().zip(&values).find(|(_, &v)| v == best).unwrap().0 == &fast) as u32;
        }
        assert!(same * 10 > all * 9, "{same} of {all} the same");
    }

    /// Medium's best few at a turn: distinct legal actions, Medium's choice first, in order of
    /// Medium's value; nothing away from a turn.
    #[test]
    fn medium_best_turns_lead_with_mediums_choice() {
        let mut turns = 0;
        for w in positions() {
            let best = medium_best_turns(&w, 3);
            if !matches!(w.phase(), Phase::Turn { .. }) {
                assert!(best.is_empty());
                continue;
            }
            turns += 1;
            assert_eq!(Some(best[0]), medium_action(&w));
            let legal = w.legal_actions();
            assert!(best.iter().all(|a| legal.contains(a)), "{best:?}");
            assert!((1..=3).contains(&best.len()), "{best:?}");
            for (i, a) in best.iter().enumerate() {
                assert!(!best[..i].contains(a), "{a} twice in {best:?}");
            }
            let one = medium_best_turns(&w, 1);
            assert_eq!(one, best[..1]);
        }
        assert!(turns > 20, "{turns} turns");
    }
}
