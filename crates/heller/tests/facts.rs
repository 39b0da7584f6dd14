//! The board's facts as the WebAssembly module hands them over (`heller::facts::BoardFacts::JSON`,
//! the file `src/facts.json`) are exactly what the engine's constants serialize to.
//!
//! After a deliberate change to the facts, write the file anew with
//! `HELLER_RECORD=1 cargo test -p heller --test facts`, and review the diff.

use heller::facts::BoardFacts;

#[test]
fn the_module_hands_over_the_facts_the_engine_declares() {
    let json = serde_json::to_string(&BoardFacts::new()).unwrap();
    if std::env::var_os("HELLER_RECORD").is_some() {
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/src/facts.json"), &json).unwrap();
        return;
    }
    assert_eq!(
        BoardFacts::JSON,
        json,
        "src/facts.json is not what the engine's constants give: write it anew with HELLER_RECORD=1"
    );
}
