//! Several instances on one database (`--nats`): after every committed change of a table (a
//! move, a join, a seat given to a computer, the start) the instance that committed it publishes
//! `table.<id>` on NATS with the new version, and for a move the move itself; every instance
//! listens to `table.*` and, for a table it holds in memory, plays the move from the message when
//! its copy is just one move behind, and otherwise loads what was stored after its cached version,
//! then sends each of its own sockets its seat's new frame ([`crate::table::App::sync`]). Playing
//! from the message spares the database a read per move and instance (under load, two instances'
//! reads were half of Postgres's work).
//!
//! A message is only a hint: the database is the truth. A message lost (NATS down, an instance
//! reconnecting) costs a late frame, never a wrong one: a move refused against a cached table
//! that is behind makes the instance reload and check it again, and the connection of a socket
//! or the scheduling of a computer reloads first.

use crate::table::App;
use futures_util::StreamExt;
use std::sync::{Arc, Weak};
use tokio::task::JoinHandle;

/// The subjects: `table.<id>`; a table's id is hexadecimal, so it is one subject token.
const SUBJECT: &str = "table";

/// The connection to NATS of one instance.
#[derive(Clone, Debug)]
pub struct Bus {
    client: async_nats::Client,
    /// This instance's random name: the messages it published itself are skipped.
    origin: String,
}

/// What an instance publishes: who, which table, which version, and the move that made it when
/// a move did.
#[derive(Debug, PartialEq, Eq)]
pub struct Change {
    /// The publishing instance.
    pub origin: String,
    /// The table's id.
    pub table: String,
    /// Its version after the change.
    pub version: u64,
    /// The move stored as that version's last (none for a lobby change).
    pub moved: Option<Moved>,
}

/// A move as stored: an instance whose copy of the table is one move behind plays it from the
/// message, without reading the database; any other copy reads what was stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moved {
    /// The seat it was played for.
    pub seat: u8,
    /// The action in the game's notation.
    pub action: String,
    /// Whether the server's stand-in played it for a person out of time.
    pub stand_in: bool,
}

impl Change {
    /// Reads a message: its subject `table.<id>`, its payload `<origin> <version>`, followed for
    /// a move by ` <seat> <s|p> <action>` (`s` the stand-in's, `p` the seat's own).
    pub fn parse(subject: &str, payload: &[u8]) -> Option<Change> {
        let table = subject.strip_prefix(SUBJECT)?.strip_prefix('.')?;
        let mut parts = std::str::from_utf8(payload).ok()?.splitn(5, ' ');
        let origin = parts.next()?.to_string();
        let version = parts.next()?.parse().ok()?;
        let moved = match (parts.next(), parts.next(), parts.next()) {
            (None, _, _) => None,
            (Some(seat), Some(by @ ("s" | "p")), Some(action)) if !action.is_empty() => {
                Some(Moved { seat: seat.parse().ok()?, action: action.to_string(), stand_in: by == "s" })
            }
            _ => return None,
        };
        Some(Change { origin, table: table.to_string(), version, moved })
    }

    /// The payload [`Change::parse`] reads.
    fn payload(origin: &str, version: u64, moved: Option<&Moved>) -> String {
        match moved {
            None => format!("{origin} {version}"),
            Some(m) => format!("{origin} {version} {} {} {}", m.seat, if m.stand_in { "s" } else { "p" }, m.action),
        }
    }
}

impl Bus {
    /// Connects to the NATS server at `url` (e.g. `nats://127.0.0.1:4222`).
    ///
    /// # Errors
    ///
    /// The server cannot be reached.
    pub async fn connect(url: &str) -> Result<Bus, async_nats::ConnectError> {
        let client = async_nats::connect(url).await?;
        Ok(Bus { client, origin: crate::token::new_id() })
    }

    /// Tells the other instances that table `id` changed and is now at `version`. A failure is
    /// only logged: the change is stored, and the others catch up on their next reload.
    pub async fn publish(&self, id: &str, version: u64, moved: Option<&Moved>) {
        let payload = Change::payload(&self.origin, version, moved);
        if let Err(e) = self.client.publish(format!("{SUBJECT}.{id}"), payload.into()).await {
            eprintln!("table {id}: the change at version {version} was not published: {e}");
        }
    }

    /// Listens to every table's changes and brings the tables `app` holds up to date, until the
    /// app is dropped or the connection is closed.
    ///
    /// # Errors
    ///
    /// The subscription is refused.
    pub async fn listen(&self, app: &Arc<App>) -> Result<JoinHandle<()>, async_nats::SubscribeError> {
        let mut messages = self.client.subscribe(format!("{SUBJECT}.*")).await?;
        // Every message published after this point reaches this instance.
        if let Err(e) = self.client.flush().await {
            eprintln!("nats: {e}");
        }
        let app: Weak<App> = Arc::downgrade(app);
        let origin = self.origin.clone();
        Ok(tokio::spawn(async move {
            while let Some(message) = messages.next().await {
                let Some(change) = Change::parse(message.subject.as_str(), &message.payload) else { continue };
                if change.origin == origin {
                    continue;
                }
                let Some(app) = app.upgrade() else { return };
                // Each change is read on a task of its own: one table's catching up (a read of
                // the database) never holds up another's. The same table's serialise on its
                // lock, and each reads only what its copy has not got yet.
                tokio::spawn(async move { app.sync(&change.table, change.version, change.moved).await });
            }
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_back() {
        let change = Change::parse("table.00ff", b"abc 12").unwrap();
        assert_eq!(change, Change { origin: "abc".into(), table: "00ff".into(), version: 12, moved: None });
        let moved = Moved { seat: 2, action: "s4e2".into(), stand_in: true };
        let text = Change::payload("abc", 13, Some(&moved));
        assert_eq!(text, "abc 13 2 s s4e2");
        let change = Change::parse("table.00ff", text.as_bytes()).unwrap();
        assert_eq!(change, Change { origin: "abc".into(), table: "00ff".into(), version: 13, moved: Some(moved) });
        assert_eq!(Change::parse("table.00ff", b"abc 13 2 p 3-5.2").unwrap().moved.unwrap().action, "3-5.2");
        assert_eq!(Change::parse("table.00ff", b"abc 13 2 x 3-5.2"), None);
        assert_eq!(Change::parse("table.00ff", b"abc 13 2"), None);
        assert_eq!(Change::parse("other.00ff", b"abc 12"), None);
        assert_eq!(Change::parse("table.00ff", b"abc"), None);
        assert_eq!(Change::parse("table.00ff", b"abc x"), None);
    }
}
