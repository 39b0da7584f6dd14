//! Where a rules engine reports what happened while it applies an action: each game's `play_with`
//! hands its events to an [`EventSink`] of that game's event type. `()` ignores them at no cost
//! (the search's millions of playouts build none); a `Vec` collects them for a user interface or a
//! recorded playthrough.
//!
//! # Examples
//!
//! ```
//! use platform::EventSink;
//! fn report<S: EventSink<&'static str>>(sink: &mut S) {
//!     if S::ENABLED {
//!         sink.event("moved");
//!     }
//! }
//! let mut seen = Vec::new();
//! report(&mut seen);
//! report(&mut ());
//! assert_eq!(seen, ["moved"]);
//! ```

/// Receives a game's events of type `E` while an action is applied.
pub trait EventSink<E> {
    /// Whether events are built at all (`false` for `()`, so that an engine skips building them).
    const ENABLED: bool;
    /// Receives one event, in the order things happen.
    fn event(&mut self, event: E);
}

impl<E> EventSink<E> for () {
    const ENABLED: bool = false;
    #[inline(always)]
    fn event(&mut self, _: E) {}
}

impl<E> EventSink<E> for Vec<E> {
    const ENABLED: bool = true;
    fn event(&mut self, event: E) {
        self.push(event);
    }
}
