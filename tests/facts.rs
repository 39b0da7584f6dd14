//! The board's facts for a user interface come from the engine's own constants, in the JSON
//! shape the page is written against.

use heuchel::board::{COLUMNS, MIDDLE_ROW, ROWS};
use heuchel::state::{MAX_PLAYERS, MIN_PLAYERS};
use heuchel::{BoardFacts, Card, Class, View};
use serde_json::json;

#[test]
fn the_facts_are_the_engines_constants() {
    let facts = BoardFacts::new();
    assert_eq!(facts.columns as usize, COLUMNS);
    assert_eq!(facts.rows, ROWS);
    assert_eq!(facts.middle_row, MIDDLE_ROW);
    assert_eq!((facts.min_players, facts.max_players), (MIN_PLAYERS, MAX_PLAYERS));
    assert_eq!(facts.spectator, View::SPECTATOR);
    assert_eq!(facts.classes.len(), Class::ALL.len());
    for (facts, class) in facts.classes.iter().zip(Class::ALL) {
        assert_eq!(facts.id, class);
        assert_eq!(facts.letter, class.letter());
        assert_eq!(facts.name, class.name());
        assert_eq!((facts.rank, facts.start_row, facts.goal_row), (class.rank(), class.start_row(), class.goal_row()));
        // Every class's cards carry exactly the listed values.
        let values: Vec<u8> = Card::all().filter(|c| c.class() == class).map(Card::value).collect();
        assert_eq!(values, BoardFacts::new().values);
    }
    assert_eq!(facts.cards, Card::all().collect::<Vec<_>>());
    assert!(facts.cards.windows(2).all(|w| w[0] < w[1]), "cards lowest rank first");
    assert_eq!(facts, BoardFacts::default());
}

#[test]
fn the_json_has_the_documented_shape() {
    let json = serde_json::to_value(BoardFacts::new()).unwrap();
    let mut cards = Vec::new();
    for letter in ["F", "M", "Q", "A", "B", "P"] {
        for value in 1..=6 {
            cards.push(format!("{letter}{value}"));
        }
    }
    assert_eq!(
        json,
        json!({
            "columns": 6, "rows": 13, "middleRow": 7, "minPlayers": 3, "maxPlayers": 6, "spectator": 6,
            "values": [1, 2, 3, 4, 5, 6],
            "classes": [
                { "id": "FireEater", "letter": "F", "name": "Fire-Eater", "rank": 1, "startRow": 1, "goalRow": 8 },
                { "id": "Minstrel", "letter": "M", "name": "Minstrel", "rank": 2, "startRow": 2, "goalRow": 9 },
                { "id": "Quack", "letter": "Q", "name": "Quack", "rank": 3, "startRow": 3, "goalRow": 10 },
                { "id": "Patrician", "letter": "A", "name": "Patrician", "rank": 4, "startRow": 4, "goalRow": 11 },
                { "id": "Bishop", "letter": "B", "name": "Bishop", "rank": 5, "startRow": 5, "goalRow": 12 },
                { "id": "Prince", "letter": "P", "name": "Prince", "rank": 6, "startRow": 6, "goalRow": 13 }
            ],
            "cards": cards
        })
    );
    // `id` is what a view writes for an unseen card's class.
    let unseen = serde_json::to_value(heuchel::SeenCard::Hidden { class: Class::Bishop }).unwrap();
    assert_eq!(unseen, json!({ "class": json["classes"][4]["id"] }));
}

/// What the WebAssembly module's `boardFacts()` parses (`BoardFacts::JSON`, the file
/// `src/facts.json`) is exactly what the engine's constants serialize to. After a deliberate
/// change, write it anew with `HEUCHEL_RECORD=1 cargo test --test facts`, and review the diff.
#[test]
fn the_module_hands_over_the_facts_the_engine_declares() {
    let json = serde_json::to_string(&BoardFacts::new()).unwrap();
    if std::env::var_os("HEUCHEL_RECORD").is_some() {
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/src/facts.json"), &json).unwrap();
        return;
    }
    assert_eq!(
        BoardFacts::JSON,
        json,
        "src/facts.json is not what the engine's constants give: write it anew with HEUCHEL_RECORD=1"
    );
}
