//! The rules page (rules.html): every `<heuchel-meuchel>` diagram is a real position, its moves
//! are legal one after another and lead where its caption says, and its marks lie on the board.
//! Also the page's own promises: the section anchors the game links to, no inline script or
//! style (strict Content-Security-Policy), and the files it loads.
//!
//! The page is written in four languages (rules.html in English, rules.de.html, rules.nl.html,
//! rules.fr.html): every translation shows the same diagrams, attribute for attribute but for the
//! caption, in the same sections, and links to the others.

use heuchel::action::parse_actions;
use heuchel::{Phase, State};
use std::collections::{BTreeMap, BTreeSet};

/// The pages by language: English first, the one the others are checked against.
const PAGES: [(&str, &str); 4] =
    [("en", "rules.html"), ("de", "rules.de.html"), ("nl", "rules.nl.html"), ("fr", "rules.fr.html")];

fn read(file: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// The English page, whose diagrams the expectations below check.
fn english() -> String {
    read(PAGES[0].1)
}

const SECTIONS: [&str; 8] = ["aim", "board", "setup", "moving", "favours", "goal", "end", "dice"];

const ATTRIBUTES: [&str; 11] =
    ["id", "mode", "lang", "position", "moves", "step", "viewer", "highlight", "arrows", "controls", "caption"];

const COLUMNS: u8 = 6;
const ROWS: u8 = 13;

#[derive(Debug)]
struct Diagram {
    /// Byte offset in the page, to tell which section it is in.
    at: usize,
    attrs: BTreeMap<String, String>,
}

impl Diagram {
    fn id(&self) -> &str {
        self.attrs.get("id").map(String::as_str).unwrap_or("(no id)")
    }
    fn get(&self, name: &str) -> Option<&str> {
        self.attrs.get(name).map(String::as_str)
    }
}

/// Attributes of one start tag's inside: name="value" pairs separated by white space.
fn attributes(tag: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut rest = tag.trim_start();
    while !rest.is_empty() {
        let eq = rest.find('=').unwrap_or_else(|| panic!("attribute without a value near: {rest}"));
        let name = rest[..eq].trim().to_string();
        assert!(
            !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
            "bad attribute name {name:?}"
        );
        let after = &rest[eq + 1..];
        assert!(after.starts_with('"'), "attribute {name} must be double-quoted");
        let close = after[1..].find('"').unwrap_or_else(|| panic!("unclosed attribute {name}"));
        let value = after[1..1 + close].to_string();
        assert!(out.insert(name.clone(), value).is_none(), "attribute {name} given twice");
        rest = after[close + 2..].trim_start();
    }
    out
}

fn diagrams(page: &str) -> Vec<Diagram> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = page[from..].find("<heuchel-meuchel") {
        let start = from + i;
        let inner_start = start + "<heuchel-meuchel".len();
        let end = inner_start + page[inner_start..].find('>').expect("the tag closes");
        let attrs = attributes(&page[inner_start..end]);
        assert!(
            page[end + 1..].trim_start().starts_with("</heuchel-meuchel>"),
            "{:?}: the element is empty and closed",
            attrs.get("id")
        );
        out.push(Diagram { at: start, attrs });
        from = end;
    }
    out
}

/// "c:r" with 1 ≤ c ≤ 6 and 1 ≤ r ≤ 13.
fn square(text: &str, id: &str) -> (u8, u8) {
    let (c, r) = text.split_once(':').unwrap_or_else(|| panic!("{id}: square {text:?} is not column:row"));
    let c: u8 = c.parse().unwrap_or_else(|_| panic!("{id}: column in {text:?}"));
    let r: u8 = r.parse().unwrap_or_else(|_| panic!("{id}: row in {text:?}"));
    assert!((1..=COLUMNS).contains(&c), "{id}: column {c} of {text:?} is off the board");
    assert!((1..=ROWS).contains(&r), "{id}: row {r} of {text:?} is off the board");
    (c, r)
}

fn phase_field(state: &State) -> String {
    state.to_notation().split('_').nth(1).unwrap().to_string()
}

fn legal(state: &State) -> BTreeSet<String> {
    state.legal_actions().iter().map(|a| a.to_string()).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// The legal moves of the stack on `row` (base and dice moves are written `row-target.k`).
fn moves_from(state: &State, row: u8) -> BTreeSet<String> {
    legal(state).into_iter().filter(|a| a.starts_with(&format!("{row}-"))).collect()
}

/// The cards on (column, row), 1-based column, top first.
fn pile(state: &State, column: usize, row: u8) -> Vec<String> {
    state.board().cards(column - 1, row).map(|c| c.to_string()).collect()
}

fn discards(state: &State, player: u8) -> Vec<String> {
    state.discards(player - 1).iter().map(|c| c.to_string()).collect()
}

/// Parses, plays and checks one diagram; returns the position after each step (index 0: the
/// position as given).
fn play_through(d: &Diagram) -> Vec<State> {
    let id = d.id();
    for name in d.attrs.keys() {
        assert!(ATTRIBUTES.contains(&name.as_str()), "{id}: unexpected attribute {name}");
    }
    assert_eq!(d.get("mode"), Some("diagram"), "{id}: mode");
    let position = d.get("position").unwrap_or_else(|| panic!("{id}: no position"));
    let state = State::from_notation(position).unwrap_or_else(|e| panic!("{id}: position refused: {e}"));
    assert_eq!(state.to_notation(), position, "{id}: the position is written as the engine writes it");

    let actions = match d.get("moves") {
        None => Vec::new(),
        Some(text) => parse_actions(text).unwrap_or_else(|e| panic!("{id}: moves {text:?}: {e}")),
    };
    let mut states = vec![state.clone()];
    let mut state = state;
    for (i, a) in actions.iter().enumerate() {
        assert!(
            state.legal_actions().contains(a),
            "{id}: move {} ({a}) is not legal in {}",
            i + 1,
            state.to_notation()
        );
        state.play(*a).unwrap_or_else(|e| panic!("{id}: move {} ({a}) refused: {e}", i + 1));
        states.push(state.clone());
    }

    if let Some(step) = d.get("step") {
        let step: usize = step.parse().unwrap_or_else(|_| panic!("{id}: step {step:?}"));
        assert!(step <= actions.len(), "{id}: step {step} beyond the {} moves", actions.len());
    }
    if let Some(controls) = d.get("controls") {
        for c in controls.split_whitespace() {
            assert!(["step", "play", "open", "download", "none"].contains(&c), "{id}: control {c:?}");
        }
        if controls.contains("step") || controls.contains("play") {
            assert!(!actions.is_empty(), "{id}: step controls without moves");
        }
    }
    match d.get("viewer") {
        None | Some("all") | Some("public") => {}
        Some(v) => {
            let p: u8 = v.parse().unwrap_or_else(|_| panic!("{id}: viewer {v:?}"));
            assert!((1..=states[0].players()).contains(&p), "{id}: viewer {p} is not a seat");
            for s in &states {
                s.view(p - 1).to_notation();
            }
        }
    }
    for sq in d.get("highlight").unwrap_or("").split_whitespace() {
        square(sq, id);
    }
    for arrow in d.get("arrows").unwrap_or("").split_whitespace() {
        let (a, b) = arrow.split_once('-').unwrap_or_else(|| panic!("{id}: arrow {arrow:?} is not from-to"));
        let (ca, ra) = square(a, id);
        let (cb, rb) = square(b, id);
        assert_eq!(ca, cb, "{id}: arrow {arrow} leaves its column");
        assert!(rb > ra, "{id}: arrow {arrow} does not point up");
    }
    let caption = d.get("caption").unwrap_or_else(|| panic!("{id}: no caption"));
    assert!(caption.ends_with('.') && caption.len() > 20, "{id}: caption {caption:?}");
    states
}

/// What each diagram's caption and the text beside it say, checked on the positions it steps
/// through. The final position is given in full; the closures check the particular claims.
#[allow(clippy::type_complexity)]
fn expectations() -> Vec<(&'static str, &'static str, Box<dyn Fn(&[State])>)> {
    vec![
        (
            "fig-opening",
            "4b_4m_3Q5Q2.4A1.5B5B6_3Q4.4A4.5B4B2.7P5P4_1F2F5F6.2M5.3Q1.6B1M3_2M1.3Q6.4A5A3.5B3.6P3_-.-.-.-_M3abd_a195a45c672ef6e6",
            Box::new(|s| {
                // Player 1's Minstrel 3 jumps to row 6; player 3's Bishop 1 takes it there.
                assert_eq!(pile(&s[1], 1, 6), ["M3"]);
                assert_eq!(pile(&s[4], 3, 6), ["B1", "M3"]);
            }),
        ),
        (
            "fig-board",
            "3b_1m_1F4.2M2.3Q6.4A3.5B1.6P2_1F1.2M6M4.4A6.6P5P1_1F3.2M1.3Q3Q5.4A2.5B5_-.-.-_-_0000000000000001",
            Box::new(|s| {
                // Each arrow runs from a card of the class starting on that row to its goal, 7 rows up.
                for (c, r, class) in [(1, 1, 'F'), (2, 6, 'P'), (3, 3, 'Q')] {
                    assert!(pile(&s[0], c, r)[0].starts_with(class));
                }
            }),
        ),
        (
            "fig-setup",
            "3b_1m_2M3.3Q2Q5.4A1.5B5B6_3Q4.4A4.5B4B2.6P5P4_1F2F5F6.2M5.3Q1.5B1_-.-.-_-_a195a45c672ef6e6",
            Box::new(|s| {
                assert!(matches!(s[0].phase(), Phase::Setup { player: 0 }));
                assert_eq!(pile(s.last().unwrap(), 1, 5), ["B5", "B6"]);
                assert_eq!(pile(s.last().unwrap(), 1, 3), ["Q2", "Q5"]);
                // Until everyone has placed, player 1 sees only the classes of the others' cards.
                let v = s[17].view(0).to_notation();
                assert!(v.contains("_1FxFxFx.2Mx.3Qx_"), "{v}");
            }),
        ),
        (
            "fig-step-jump",
            "3b_3m_4Q2.5B2.6P2_2M1.3Q1.4A1.6P1.7F3_1F2_-.-.F1F4F5F6M2M3M4M5M6_-_0000000000000001",
            Box::new(|s| {
                // E1: the Quack steps to row 4 and no further, though rows 5 and 6 are occupied.
                assert_eq!(moves_from(&s[0], 3), set(&["3-4.1"]));
                // E2: the Fire-Eater may stop on row 5 or jump on to row 7; row 8 is out of reach.
                assert_eq!(moves_from(&s[1], 1), set(&["1-5.1", "1-7.1"]));
            }),
        ),
        (
            "fig-favours",
            "5b_2m_1F2.6B4A3B3_6P3_6A5_2M4_3Q4_-.-.-.-.F1F3F4F5F6M1M2M3M5M6Q1Q2Q3Q5Q6A1A2A4A6B1B2B5_A3bcde.B3bcde_0000000000000001",
            Box::new(|s| {
                // E3: the Patrician-topped stack (column 3) and the Bishop 3 (column 5) may be
                // taken, the Prince (column 2) may not.
                assert_eq!(legal(&s[1]), set(&["t3.1", "t3.2", "t5.1", "n"]));
                // The cut is blind: player 1 does not know the card under the Patrician 3.
                assert!(s[1].view(0).to_notation().contains("_6A3Ax_"));
                // Having taken, he may move again (e ends the turn instead).
                assert_eq!(phase_field(&s[3]), "1e");
                assert_eq!(pile(&s[3], 1, 6), ["B4", "A3", "B3"]);
            }),
        ),
        (
            "fig-hidden",
            "3b_2m_1F2.6B4B2B6_3Q1_2M4_-.-.F1F3F4F5F6M1M2M3M5M6Q2Q3_B2bc.B6b_0000000000000001",
            Box::new(|s| {
                // E5: only the top (B2) is compared; the B6 beneath comes along.
                assert!(legal(&s[1]).contains("t2.2"));
                assert_eq!(pile(&s[2], 1, 6), ["B4", "B2", "B6"]);
            }),
        ),
        (
            "fig-ceiling",
            "3b_3m_1F2.11a4_2M4.13p2a6_3Q5_-.-.F1F3F4F5F6M1M2M3M5M6Q1Q2_-_0000000000000001",
            Box::new(|s| {
                // E4: the lone Patrician goes no higher than row 11; the one under the Prince
                // reaches row 13 and scores plus there.
                assert_eq!(moves_from(&s[0], 10), set(&["10-11.1"]));
                assert_eq!(pile(&s[2], 2, 13), ["P2", "A6"]);
                assert_eq!(heuchel::scoring::card_points("A6".parse().unwrap(), 13), 6);
            }),
        ),
        (
            "fig-split",
            "3b_3m_1F2.10A4_2M4.13p2_3Q5_-.A6.F1F3F4F5F6M1M2M3M5M6Q1Q2_-_0000000000000001",
            Box::new(|s| {
                assert!(pile(&s[1], 2, 12).is_empty());
                assert_eq!(discards(&s[1], 2), ["A6"]);
            }),
        ),
        (
            "fig-cut",
            "3b_3m_-_2M4.10B5A2_3Q5_M3Q4.-.F1F2F3F4F5F6M1M2M5M6Q1Q2_A2ac_0000000000000001",
            Box::new(|s| {
                // Arrogance: after the cut the whole remainder, Quack 4 included, is discarded.
                assert_eq!(discards(&s[2], 1), ["M3", "Q4"]);
                assert!(pile(&s[2], 1, 10).is_empty());
            }),
        ),
        (
            "fig-end",
            "3b_x_8f5f2.9A2.10q4.13p1_9m6m1.11a5.12b3f3_10q6.12b6b1.13p6_M4.Q1.M3A6_-_0000000000000001",
            Box::new(|s| {
                let end = s.last().unwrap();
                assert_eq!(end.phase(), Phase::Over);
                assert_eq!(end.scores(), [6, 17, 10]);
                assert_eq!(end.winners(), [1]);
            }),
        ),
        (
            "fig-dice-count",
            "3d_3r_3Q2.5B2.6P2_2M1.3Q1.4A1.5F3.6P1_1F2_-.-.F1F4F5F6M2M3M4M5M6_-_9e3779b97f4a7c16",
            Box::new(|s| {
                assert_eq!(phase_field(&s[1]), "2d4");
                // E6: a 4 reaches row 5 and a 6 row 7; every other roll ends on an occupied square.
                let position = s[0].to_notation();
                for roll in 1..=6 {
                    let rolled = State::from_notation(&position.replace("_2r_", &format!("_2d{roll}_"))).unwrap();
                    let expected = match roll {
                        4 => set(&["1-5.1"]),
                        6 => set(&["1-7.1"]),
                        _ => set(&[]),
                    };
                    assert_eq!(moves_from(&rolled, 1), expected, "roll {roll}");
                }
            }),
        ),
        (
            "fig-cascade",
            "3d_2r_10q4_2M4.9B5_3Q5_M3A2.-.F1F2F3F4F5F6M1M2M5M6Q1Q2_-_9e3779b97f4a7c20",
            Box::new(|s| {
                // E7: a 2 fits no move; A2 is lost, M3 follows, Q4 on its goal is turned face down.
                assert_eq!(phase_field(&s[1]), "1d2");
                assert_eq!(legal(&s[1]), set(&["l10"]));
                let mut lost = discards(&s[2], 1);
                lost.sort();
                assert_eq!(lost, ["A2", "M3"]);
                assert!(s[2].to_notation().contains("_10q4_"));
            }),
        ),
    ]
}

#[test]
fn every_diagram_plays_as_its_caption_says() {
    let found = diagrams(&english());
    assert!(!found.is_empty(), "the page shows diagrams");
    let expected = expectations();
    let mut ids = BTreeSet::new();
    for d in &found {
        assert!(ids.insert(d.id().to_string()), "diagram id {} used twice", d.id());
    }
    let listed: BTreeSet<String> = expected.iter().map(|(id, _, _)| id.to_string()).collect();
    assert_eq!(ids, listed, "every diagram on the page has its expectations here, and no others");

    for (id, last, check) in &expected {
        let d = found.iter().find(|d| d.id() == *id).unwrap();
        let states = play_through(d);
        assert_eq!(&states.last().unwrap().to_notation(), last, "{id}: where the moves lead");
        check(&states);
        if *id == "fig-end" {
            let s = states.last().unwrap().scores();
            let said = format!("Player 1 scores {}, player 2 scores {} and player 3 scores {}.", s[0], s[1], s[2]);
            assert!(d.get("caption").unwrap().contains(&said), "{id}: the caption gives the scores: {said}");
        }
    }
}

#[test]
fn every_section_has_its_anchor_and_a_diagram() {
    for (lang, file) in PAGES {
        sections_of(&read(file), &format!("{lang} ({file})"));
    }
}

fn sections_of(page: &str, name: &str) {
    let found = diagrams(page);
    let mut starts: Vec<(usize, &str)> = SECTIONS
        .iter()
        .map(|id| {
            let tag = format!("<section id=\"{id}\">");
            assert_eq!(page.matches(&tag).count(), 1, "{name}: one section #{id}");
            assert!(page.contains(&format!("href=\"#{id}\"")), "{name}: the contents link to #{id}");
            (page.find(&tag).unwrap(), *id)
        })
        .collect();
    starts.sort();
    let order: Vec<&str> = starts.iter().map(|(_, id)| *id).collect();
    assert_eq!(order, SECTIONS, "{name}: sections in order");
    for (i, (start, id)) in starts.iter().enumerate() {
        let end = starts.get(i + 1).map(|s| s.0).unwrap_or(page.len());
        assert!(found.iter().any(|d| (*start..end).contains(&d.at)), "{name}: section #{id} has a diagram");
    }
    // Every in-page link has its target.
    for part in page.split("href=\"#").skip(1) {
        let target = &part[..part.find('"').unwrap()];
        assert!(page.contains(&format!("id=\"{target}\"")), "{name}: link to missing #{target}");
    }
}

#[test]
fn every_page_keeps_to_its_content_security_policy() {
    for (lang, file) in PAGES {
        let page = read(file);
        assert!(page.starts_with(&format!("<!doctype html>\n<html lang=\"{lang}\">")), "{file}: <html lang={lang}>");
        let lower = page.to_ascii_lowercase();
        assert!(!lower.contains("<style"), "{file}: no style element");
        assert!(!lower.contains(" style="), "{file}: no style attribute");
        for handler in [" onclick=", " onload=", " onerror=", "javascript:"] {
            assert!(!lower.contains(handler), "{file}: no inline handler {handler}");
        }
        let scripts: Vec<&str> = lower.split("<script").skip(1).collect();
        assert_eq!(scripts.len(), 1, "{file}: one script: the component");
        assert!(scripts[0].starts_with(" type=\"module\" src=\"heuchel-meuchel.js\"></script>"), "{file}");
        assert!(page.contains("<link rel=\"stylesheet\" href=\"www/platform/rules/rules.css\">"), "{file}");
        assert!(page.contains("<a href=\"index.html\">"), "{file}: a way back to the game");
    }
    let css = include_str!("../www/platform/rules/rules.css");
    assert!(css.contains("url('../../fonts/UnifrakturMaguntia.woff2')"));
    assert!(std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/www/fonts/UnifrakturMaguntia.woff2")).exists());
}

/// Every translation shows the English page's diagrams in the same order and sections, every
/// attribute alike but the caption (in its language) and `lang` (the page's); each page names its
/// language on its diagrams, so their buttons speak it whatever the reader's browser prefers, and
/// links to every other language's page, in the head for search engines and in the masthead for
/// readers.
#[test]
fn the_translations_show_the_same_diagrams_and_link_to_each_other() {
    let english = diagrams(&english());
    for (lang, file) in PAGES {
        let page = read(file);
        let found = diagrams(&page);
        assert_eq!(found.len(), english.len(), "{file}: as many diagrams as the English page");
        for (theirs, ours) in found.iter().zip(&english) {
            let id = ours.id();
            assert_eq!(theirs.get("lang"), Some(lang), "{file} {id}: lang=\"{lang}\"");
            for name in ATTRIBUTES.iter().filter(|n| !["caption", "lang"].contains(n)) {
                assert_eq!(theirs.get(name), ours.get(name), "{file} {id}: attribute {name} as in rules.html");
            }
            let caption = theirs.get("caption").unwrap_or_else(|| panic!("{file} {id}: no caption"));
            assert!(caption.chars().count() > 20, "{file} {id}: a caption");
            if lang != "en" {
                assert_ne!(Some(caption), ours.get("caption"), "{file} {id}: the caption is translated");
            }
        }
        // The scores of the last example are said in every language.
        let end = found.iter().find(|d| d.id() == "fig-end").unwrap();
        for score in ["6", "17", "10"] {
            assert!(end.get("caption").unwrap().contains(score), "{file} fig-end: the caption gives the score {score}");
        }
        for (other, other_file) in PAGES {
            assert!(
                page.contains(&format!("<link rel=\"alternate\" hreflang=\"{other}\" href=\"{other_file}\">")),
                "{file}: <link rel=alternate hreflang={other}>"
            );
            if other != lang {
                assert!(
                    page.contains(&format!("href=\"{other_file}\" hreflang=\"{other}\" lang=\"{other}\"")),
                    "{file}: a link to the {other} page for readers"
                );
            }
        }
    }
}
