//! Means with 95% confidence intervals, and the tally of each participant over a tournament.
//!
//! Every sample is one *seat-game*: one participant in one seat of one game. Its win share is 1
//! for a win alone, 1/k for a win shared k ways, 0 otherwise, so the shares of a game sum to 1.
//!
//! **Two intervals.** The plain interval treats every seat-game as independent: mean ± 1.96·s/√n.
//! It is an approximation twice over. Seat-games of one game are not independent (when one
//! Medium wins, the other two lose), and with duplicate seeding the games come in blocks: the
//! rotations of one deal replay the same cards and dice with the seats turned, so the luck of
//! the deal (a strong hand, a kind die) is shared out evenly among the participants instead of
//! adding noise. The *paired* interval respects that: it first averages each participant over
//! the rotations of a deal, then takes mean ± 1.96·s/√deals over those block means. It is
//! usually the narrower one; the plain interval is the conservative, familiar figure.

use super::play::DealRecord;

/// A sample mean with the half-width of its 95% confidence interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The number of samples.
    pub n: usize,
    /// Their mean (NaN without samples).
    pub mean: f64,
    /// `None` below two samples, where no spread can be measured.
    pub half_width: Option<f64>,
}

/// z for a two-sided 95% interval under the normal approximation.
const Z95: f64 = 1.96;

/// Mean ± 1.96·s/√n, s the sample standard deviation (n − 1 in the denominator). Summed in the
/// order given, so the same samples always print the same digits.
pub fn estimate(samples: &[f64]) -> Estimate {
    let n = samples.len();
    if n == 0 {
        return Estimate { n, mean: f64::NAN, half_width: None };
    }
    let mean = samples.iter().sum::<f64>() / n as f64;
    let half_width = (n >= 2).then(|| {
        let variance = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
        Z95 * variance.sqrt() / (n as f64).sqrt()
    });
    Estimate { n, mean, half_width }
}

/// What one participant did over the whole tournament, over every seat it held.
#[derive(Clone, Debug)]
pub struct Tally<P> {
    /// The participant.
    pub who: P,
    /// Seats it holds in each game (how often it appears in the lineup).
    pub seats: usize,
    /// Win share per seat-game (plain interval).
    pub win: Estimate,
    /// Win share averaged over each deal's rotations first (paired interval).
    pub win_paired: Estimate,
    /// Score per seat-game.
    pub score: Estimate,
    /// Score averaged over each deal's rotations first.
    pub score_paired: Estimate,
    /// Per seat (seat 1 first): seat-games played there and the mean win share there.
    pub by_seat: Vec<(u64, f64)>,
    /// Decisions taken, over all its seats.
    pub decisions: u64,
    /// Thinking time over those decisions.
    pub nanos: u128,
}

impl<P> Tally<P> {
    /// Mean thinking time per decision, in milliseconds.
    pub fn ms_per_decision(&self) -> f64 {
        self.nanos as f64 / 1e6 / self.decisions.max(1) as f64
    }
}

/// The win share of each seat: 1/k for the k players with the highest score, 0 for the others.
pub fn win_shares(scores: &[i32]) -> Vec<f64> {
    let best = scores.iter().copied().max().unwrap_or(0);
    let winners = scores.iter().filter(|&&s| s == best).count() as f64;
    scores.iter().map(|&s| if s == best { 1.0 / winners } else { 0.0 }).collect()
}

/// Tallies of the distinct participants of `lineup`, in order of first appearance.
pub fn tally<P: Copy + PartialEq>(lineup: &[P], deals: &[DealRecord<P>]) -> Vec<Tally<P>> {
    let mut distinct: Vec<P> = Vec::new();
    for &p in lineup {
        if !distinct.contains(&p) {
            distinct.push(p);
        }
    }
    distinct.into_iter().map(|who| tally_one(who, lineup, deals)).collect()
}

fn tally_one<P: Copy + PartialEq>(who: P, lineup: &[P], deals: &[DealRecord<P>]) -> Tally<P> {
    let players = lineup.len();
    let (mut shares, mut scores, mut deal_shares, mut deal_scores) = (vec![], vec![], vec![], vec![]);
    let mut by_seat = vec![(0u64, 0f64); players];
    let (mut decisions, mut nanos) = (0u64, 0u128);
    for deal in deals {
        let (mut share_sum, mut score_sum, mut count) = (0.0, 0.0, 0usize);
        for game in &deal.games {
            let game_shares = win_shares(&game.scores);
            for seat in (0..players).filter(|&s| game.seating[s] == who) {
                shares.push(game_shares[seat]);
                scores.push(f64::from(game.scores[seat]));
                share_sum += game_shares[seat];
                score_sum += f64::from(game.scores[seat]);
                count += 1;
                by_seat[seat].0 += 1;
                by_seat[seat].1 += game_shares[seat];
                decisions += u64::from(game.decisions[seat]);
                nanos += u128::from(game.nanos[seat]);
            }
        }
        if count > 0 {
            deal_shares.push(share_sum / count as f64);
            deal_scores.push(score_sum / count as f64);
        }
    }
    for seat in &mut by_seat {
        seat.1 /= seat.0.max(1) as f64;
    }
    Tally {
        who,
        seats: lineup.iter().filter(|&&p| p == who).count(),
        win: estimate(&shares),
        win_paired: estimate(&deal_shares),
        score: estimate(&scores),
        score_paired: estimate(&deal_scores),
        by_seat,
        decisions,
        nanos,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interval_of_a_known_sample() {
        // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample variance 32/7.
        let e = estimate(&[2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]);
        assert_eq!(e.n, 8);
        assert!((e.mean - 5.0).abs() < 1e-12);
        let expected = 1.96 * (32.0f64 / 7.0).sqrt() / 8f64.sqrt();
        assert!((e.half_width.unwrap() - expected).abs() < 1e-12, "{e:?}");
        assert!((expected - 1.4816).abs() < 1e-4);
    }

    #[test]
    fn win_rate_interval_matches_the_binomial_formula() {
        // 30 wins in 100: the sample-variance interval is 1.96·√(p(1−p)·n/(n−1)/n).
        let samples: Vec<f64> = (0..100).map(|i| if i < 30 { 1.0 } else { 0.0 }).collect();
        let e = estimate(&samples);
        let expected = 1.96 * (0.3 * 0.7 * 100.0 / 99.0 / 100.0f64).sqrt();
        assert!((e.mean - 0.3).abs() < 1e-12);
        assert!((e.half_width.unwrap() - expected).abs() < 1e-12);
    }

    #[test]
    fn degenerate_samples() {
        assert_eq!(estimate(&[3.0]).half_width, None);
        assert!(estimate(&[]).mean.is_nan());
        assert_eq!(estimate(&[1.0, 1.0, 1.0]).half_width, Some(0.0));
    }

    #[test]
    fn shared_wins_split_evenly() {
        assert_eq!(win_shares(&[5, 9, 2]), vec![0.0, 1.0, 0.0]);
        assert_eq!(win_shares(&[9, 9, 2, 9]), vec![1.0 / 3.0, 1.0 / 3.0, 0.0, 1.0 / 3.0]);
        assert_eq!(win_shares(&[-4, -4, -4]).iter().sum::<f64>(), 1.0);
    }
}
