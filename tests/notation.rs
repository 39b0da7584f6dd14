//! The position notation: documented examples, round trips, and refusal of impossible positions.

mod common;
use heuchel::{PositionError, State, View};

/// Every example in docs/NOTATION.md reads and writes back to the same text.
#[test]
fn documented_examples_round_trip() {
    let doc = include_str!("../docs/NOTATION.md");
    let mut in_block = false;
    let mut count = 0;
    for line in doc.lines() {
        if line.starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if !in_block || line.trim().is_empty() {
            continue;
        }
        count += 1;
        if line[..4].contains('v') {
            let view = View::from_notation(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_eq!(view.to_notation(), line);
        } else {
            let state = State::from_notation(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_eq!(state.to_notation(), line);
        }
    }
    assert!(count >= 6, "the document shows its examples");
}

/// The view in the document is what the engine computes from the full position beside it.
#[test]
fn documented_view_matches_the_engine() {
    let full = "4d_1o_1F6.2M4.3Q5.4A4.7B3.10P4A5_1F5.2M1M2.4Q2.5B4.6P2_1F2F1.3Q4Q1Q6_1F3.3Q3.4M3.5B6B1.6P1_-.-.-.-_A5bcd_b8ab04fbe3a3636c";
    let s = State::from_notation(full).unwrap();
    assert_eq!(
        s.view(0).to_notation(),
        "4dv1_1o_1F6.2M4.3Q5.4A4.7B3.10P4A5_1F5.2M1Mx.4Q2.5B4.6P2_1F2Fx.3Q4QxQx_1F3.3Q3.4M3.5B6Bx.6P1_-.-.-.-_-_-"
    );
}

/// The full views in the document are what the engine computes from the positions above them.
#[test]
fn documented_full_views_match_the_engine() {
    let later = "4d_1o_1F6.2M4.3Q5.4A4.7B3.10P4A5_1F5.2M1M2.4Q2.5B4.6P2_1F2F1.3Q4Q1Q6_1F3.3Q3.4M3.5B6B1.6P1_-.-.-.-_A5bcd_b8ab04fbe3a3636c";
    let dealt = "4d_s1.M4A4Q5B3P4.Q2P2F5M2M1B4.Q6F1Q4Q1F2A5.P1F3M3B6B1Q3_1F6_-_-_-_-.-.-.-_-_a195a45c672ef703";
    let doc = include_str!("../docs/NOTATION.md");
    for full in [later, dealt] {
        let view = State::from_notation(full).unwrap().full_view().to_notation();
        assert!(view.starts_with("4dvall_"));
        assert!(doc.contains(&view), "docs/NOTATION.md shows {view}");
    }
}

fn refused(text: &str) -> String {
    match State::from_notation(text) {
        Ok(_) => panic!("accepted {text}"),
        Err(e) => e.to_string(),
    }
}

const FIG2: &str = "3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001";

#[test]
fn the_reference_position_is_valid() {
    assert_eq!(State::from_notation(FIG2).unwrap().to_notation(), FIG2);
}

#[test]
fn malformed_text_is_refused_with_a_message() {
    for bad in [
        "",
        "x",
        "7b_1m",
        "3z_1m",
        "3b_1m_1F1",
        &FIG2.replace("2m", "9m"),
        &FIG2.replace("2m", "2q"),
        &FIG2.replace("1F3.2M1", "1F3.2M9"),
        &FIG2.replace("1F3.2M1", "1F3.2Z1"),
        &FIG2.replace("_0000000000000001", "_xyz"),
        &FIG2.replace("1F2_", "1F2x_"),
        &FIG2.replace("1F2_", "F2_"),
        &FIG2.replace("1F2_", "1Fx_"),
        &FIG2.replace("_-_0000", "_Q1zz_0000"),
        &FIG2.replace("3b_", "3bv1_"),
    ] {
        let message = refused(bad);
        assert!(!message.is_empty());
    }
}

#[test]
fn impossible_positions_are_refused() {
    let cases = [
        (FIG2.replace("1F2_", "1F1_"), "twice"),
        (FIG2.replace("Q3Q4_", "Q3_"), "cards in play"),
        (FIG2.replace("1F2_", "8F2_"), "below its goal"),
        (FIG2.replace("1F2_", "9F2_"), "below its goal"),
        (FIG2.replace("1F2_", "7f2_"), "goal row"),
        (FIG2.replace("1F1_1F3", "2F1_1F3").replace("1F2_", "1F2.1M2_").replace("M2M3", "M3"), "lowest row first"),
        (FIG2.replace("_2m_", "_2f4_"), "cannot occur"),
        (FIG2.replace("_2m_", "_2r_"), "cannot occur"),
        (FIG2.replace("_2m_", "_2d7_"), "cannot occur"),
        (FIG2.replace("_2m_", "_x_"), "over"),
        (FIG2.replace("_-_0000", "_F1b_0000"), "repeats"),
        (FIG2.replace("_-_0000", "_P1a_0000"), "knowledge"),
    ];
    for (text, expect) in cases {
        let message = refused(&text);
        assert!(message.contains(expect), "{text}: {message}");
    }
}

#[test]
fn errors_are_typed() {
    assert!(matches!(State::from_notation("nonsense"), Err(PositionError::Parse(_))));
    assert!(matches!(State::from_notation(&FIG2.replace("1F2_", "1F1_")), Err(PositionError::Invalid(_))));
}
