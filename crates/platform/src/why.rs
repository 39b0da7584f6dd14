//! Why not: how every engine of the site says why the rules refuse an action a person tried.
//!
//! A refused action gets the reasons the rules give, each a [`Reason`]: a stable code and its
//! arguments (a page words them in its own language, as it words [`crate::coded`] errors), the
//! identifier of the rule in the game's RULES.md (`"R4.5"`), and the places on the board the
//! reason is about, each with the part it plays ([`Mark`]: the stack that moves, the card that
//! blocks, the ceiling). Each game says what a place is (a square, a column and row) and which
//! codes, rules and roles it has; what they share is this form and the [`WhyNot`] contract.

use crate::coded::{Arg, ArgMap, Args};
use crate::game::Rules;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

/// A place a reason is about, and what it is to the reason (`role`: a word such as `"mover"`,
/// `"blocker"` or `"ceiling"`, from the game's own list).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Mark<P> {
    /// What the place is to the reason.
    pub role: &'static str,
    /// The place: the game's own type (a square, a column and row).
    pub at: P,
}

/// One reason the rules give for refusing an action.
///
/// Serializes as `{"code": "why.stepEnds", "args": {"row": 4}, "rule": "R4.5", "marks": [{"role":
/// "step", "at": …}]}`.
///
/// # Examples
///
/// ```
/// use platform::coded::Arg;
/// use platform::why::{Mark, Reason};
/// let reason = Reason::new("why.taken", "R2.1", [("square", Arg::code("c3"))])
///     .mark("taken", "c3");
/// assert_eq!(
///     serde_json::to_string(&reason).unwrap(),
///     r#"{"code":"why.taken","args":{"square":"c3"},"rule":"R2.1","marks":[{"role":"taken","at":"c3"}]}"#,
/// );
/// assert_eq!(reason.marks, vec![Mark { role: "taken", at: "c3" }]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason<P> {
    /// The stable code: `"why."` and the reason in camelCase.
    pub code: &'static str,
    /// The code's arguments, by name, in the order of the English sentence.
    pub args: Args,
    /// The rule's identifier in the game's RULES.md.
    pub rule: &'static str,
    /// The places the reason is about.
    pub marks: Vec<Mark<P>>,
}

impl<P> Reason<P> {
    /// A reason without marks yet. (Not inlined, nor is [`Reason::mark`]: an engine builds its
    /// reasons in many places, and a copy of each at every one grew its WebAssembly module.)
    #[inline(never)]
    pub fn new<const N: usize>(code: &'static str, rule: &'static str, args: [(&'static str, Arg); N]) -> Self {
        Reason { code, args: Vec::from(args), rule, marks: Vec::new() }
    }

    /// The reason with one more place marked.
    #[inline(never)]
    pub fn mark(mut self, role: &'static str, at: P) -> Self {
        self.marks.push(Mark { role, at });
        self
    }
}

impl<P: Serialize> Serialize for Reason<P> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("Reason", 4)?;
        out.serialize_field("code", self.code)?;
        out.serialize_field("args", &ArgMap(&self.args))?;
        out.serialize_field("rule", self.rule)?;
        out.serialize_field("marks", &self.marks)?;
        out.end()
    }
}

/// A game whose engine says why the rules refuse an action.
///
/// `why_not` answers for the player to act, whether or not `action` is legal: an empty list
/// exactly when the action is legal, and at least one reason otherwise. It never changes the
/// state. [`agrees`] checks that of one action in one position; each game's tests run it over
/// whole random games.
pub trait WhyNot: Rules {
    /// A place on the board, as the game's reasons mark it.
    type Place: Clone + PartialEq + std::fmt::Debug + Serialize;

    /// The reasons the rules give for refusing `action` now; empty when it is legal.
    fn why_not(state: &Self::State, action: Self::Action) -> Vec<Reason<Self::Place>>;
}

/// Checks [`WhyNot::why_not`] against [`Rules::play`] for `action` in `state`: no reason exactly
/// when playing it succeeds, each reason with a `why.` code and a rule, and the state untouched.
///
/// # Errors
///
/// What disagrees, in words.
///
/// # Examples
///
/// ```
/// use platform::toy::{State, Ten};
/// use platform::why::agrees;
/// let state = State { count: 9, to_act: 0, secrets: [1, 2] };
/// assert!(agrees::<Ten>(&state, 1).is_ok()); // 10: legal, no reason
/// assert!(agrees::<Ten>(&state, 2).is_ok()); // past ten: refused, with its reason
/// ```
pub fn agrees<G: WhyNot>(state: &G::State, action: G::Action) -> Result<(), String> {
    let before = state.clone();
    let reasons = G::why_not(state, action);
    if *state != before {
        return Err(format!("why_not({action}) changed the state"));
    }
    let played = G::play(&mut state.clone(), action).is_ok();
    if played != reasons.is_empty() {
        return Err(format!(
            "{action} {} but why_not gives {reasons:?}",
            if played { "is legal" } else { "is refused" }
        ));
    }
    match reasons.iter().find(|r| !r.code.starts_with("why.") || r.rule.is_empty()) {
        Some(r) => Err(format!("{action}: a reason without a why. code or a rule: {r:?}")),
        None => Ok(()),
    }
}
