use heuchel::random::{play_out, RandomPlayer};
use heuchel::{Config, State, Variant};
fn main() {
    for variant in [Variant::Base, Variant::Dice] {
        for players in 3..=6 {
            let mut total = 0;
            let mut max = 0;
            for seed in 0..2000u64 {
                let mut s = State::new(Config { players, variant, seed }).unwrap();
                let mut p = RandomPlayer::new(seed);
                let n = play_out(&mut s, &mut p);
                assert!(s.is_over(), "{}", s.to_notation());
                let back = State::from_notation(&s.to_notation()).unwrap();
                assert_eq!(back, s);
                total += n; max = max.max(n);
            }
            println!("{variant:?} {players}: avg {} max {}", total / 2000, max);
        }
    }
}
