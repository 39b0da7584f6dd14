//! Several instances on one database (`--nats`): after every committed change of a table (a
//! move, a join, a seat given to a computer, the start) the instance that committed it publishes
//! `table.<id>` on NATS with the new version; every instance listens to `table.*` and, for a
//! table it holds in memory, loads what was stored after its cached version and sends each of its
//! own sockets its seat's new frame ([`crate::table::App::sync`]).
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

/// What an instance publishes: who, which table, which version.
#[derive(Debug, PartialEq, Eq)]
pub struct Change {
    /// The publishing instance.
    pub origin: String,
    /// The table's id.
    pub table: String,
    /// Its version after the change.
    pub version: u64,
}

impl Change {
    /// Reads a message: its subject `table.<id>`, its payload `<origin> <version>`.
    pub fn parse(subject: &str, payload: &[u8]) -> Option<Change> {
        let table = subject.strip_prefix(SUBJECT)?.strip_prefix('.')?;
        let (origin, version) = std::str::from_utf8(payload).ok()?.split_once(' ')?;
        Some(Change { origin: origin.to_string(), table: table.to_string(), version: version.parse().ok()? })
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
    pub async fn publish(&self, id: &str, version: u64) {
        let payload = format!("{} {version}", self.origin);
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
                app.sync(&change.table).await;
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
        assert_eq!(change, Change { origin: "abc".into(), table: "00ff".into(), version: 12 });
        assert_eq!(Change::parse("other.00ff", b"abc 12"), None);
        assert_eq!(Change::parse("table.00ff", b"abc"), None);
        assert_eq!(Change::parse("table.00ff", b"abc x"), None);
    }
}
