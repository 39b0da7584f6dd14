//! Storage: three tables in SQLite or Postgres through sqlx, queried at run time (no database
//! needed to compile).
//!
//! * `games`: one row per table: its game, its configuration as JSON (the seed included), its
//!   pace as JSON, its status (`lobby`, `playing`, `over`), its version (the number of moves
//!   stored), the hashes of its admin and spectator tokens, and when it was created and started;
//! * `seats`: one row per seat: the hash of its invitation token (none for a computer), the
//!   player's name once joined, its kind (`human` or `computer`) and a computer's level;
//! * `moves`: append-only, one row per record: its index (the version it was stored at), the
//!   seat, the action's notation and the time; or a take-back agreed at the table (`back`: the
//!   number of the game's actions it returned to, the action empty, the seat the one who asked).
//!
//! `games.version` counts the records, so it only grows; the game's own length falls with a
//! take-back. A take-back being asked for is stored on the game's row (`games.request`, JSON,
//! [`crate::table`]'s `Request`), and cleared by the next record.
//!
//! A move is stored in one transaction that sets `games.version` from `v` to `v + 1` only if it
//! is still `v` (compare and set) and inserts the move; a stale version stores nothing. The game
//! itself is never stored: it is rebuilt by replaying the moves from the configuration.
//!
//! The SQL is portable (plain types, `$n` placeholders, which SQLite reads too, no functions
//! of either database) and the same text runs on both: [`Store`] holds one of the two pools and
//! each function's body is compiled once per database ([`on_pool`]). On Postgres the
//! compare-and-set serializes by itself: a second `UPDATE … WHERE version = v` waits for the
//! first transaction's row lock, then finds the version changed and updates no row.

use crate::games::GameConfig;
use serde::{Deserialize, Serialize};
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Row, SqlitePool};
use std::str::FromStr;
use std::time::{SystemTime, UNIX_EPOCH};

/// The schema, applied at every start (each statement is idempotent).
const SCHEMA: [&str; 3] = [
    "CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        config TEXT NOT NULL,
        pace TEXT NOT NULL,
        status TEXT NOT NULL,
        version BIGINT NOT NULL,
        admin_hash TEXT NOT NULL,
        spectator_hash TEXT NOT NULL,
        created BIGINT NOT NULL,
        started BIGINT
    )",
    "CREATE TABLE IF NOT EXISTS seats (
        game_id TEXT NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        token_hash TEXT,
        name TEXT,
        kind TEXT NOT NULL,
        level TEXT,
        PRIMARY KEY (game_id, seat)
    )",
    "CREATE TABLE IF NOT EXISTS moves (
        game_id TEXT NOT NULL REFERENCES games(id),
        idx BIGINT NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        at BIGINT NOT NULL,
        PRIMARY KEY (game_id, idx)
    )",
];

/// The columns added to a table after its first release: `(table, column, type)`. A database
/// made before has them added at start ([`Store::open`]).
/// `moves.stand_in` is 1 for a move a computer played for a person whose correspondence time
/// had run out, null for a seat's own move.
/// `moves.back` marks a take-back record (the number of actions the game returned to);
/// `games.request` holds the take-back being asked for at the table, if any.
const ADDED_COLUMNS: [(&str, &str, &str); 4] = [
    ("games", "started", "BIGINT"),
    ("moves", "stand_in", "INTEGER"),
    ("moves", "back", "BIGINT"),
    ("games", "request", "TEXT"),
];

/// One record of the append-only log of moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    /// The seat that played the action, or asked for the take-back.
    pub seat: u8,
    /// The action in the game's notation (empty for a take-back).
    pub action: String,
    /// For a take-back: how many of the game's actions it kept.
    pub back: Option<u64>,
}

impl Stored {
    /// A move: `seat` played `action`.
    pub fn play(seat: u8, action: impl Into<String>) -> Stored {
        Stored { seat, action: action.into(), back: None }
    }
}

/// What can go wrong in storage.
#[derive(Debug)]
pub enum StoreError {
    /// The version given is not the stored one: someone else's move came first.
    Stale,
    /// No such table.
    NotFound,
    /// The database refused or failed.
    Db(sqlx::Error),
    /// A stored value could not be read back.
    Corrupt(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Stale => f.write_str("stale version"),
            StoreError::NotFound => f.write_str("no such table"),
            StoreError::Db(e) => write!(f, "database: {e}"),
            StoreError::Corrupt(e) => write!(f, "stored data unreadable: {e}"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> StoreError {
        StoreError::Db(e)
    }
}

/// How fast the game is to be played, as the table's creator chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Pace {
    /// Everyone at the table at once: no clock.
    Live,
    /// One move a day or so: each move may take `seconds_per_move`, counted from the move
    /// before (or the start); then what `on_timeout` says happens.
    #[serde(rename_all = "camelCase")]
    Correspondence {
        /// The time each move may take, in seconds.
        seconds_per_move: u64,
        /// What happens when a person's time has run out (tables stored before this choice
        /// existed wait).
        #[serde(default)]
        on_timeout: OnTimeout,
    },
}

/// What a correspondence table does when the person to act lets his time run out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum OnTimeout {
    /// The table waits for him (the others see that his time is up).
    #[default]
    Wait,
    /// A computer plays that move for him (the server's stand-in level); his next turn is his
    /// own again.
    Computer,
}

/// A seat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    /// The seat, 0-based.
    pub seat: u8,
    /// The SHA-256 hash (hex) of its invitation token; `None` for a computer.
    pub token_hash: Option<String>,
    /// The player's name once he joined.
    pub name: Option<String>,
    /// `None` for a human, the level's name for a computer.
    pub level: Option<String>,
}

/// A table as stored: its game row and seats (the moves apart).
#[derive(Clone, Debug)]
pub struct GameRow {
    /// The table's id.
    pub id: String,
    /// The configuration, seed included.
    pub config: GameConfig,
    /// The pace.
    pub pace: Pace,
    /// `lobby`, `playing` or `over`.
    pub status: String,
    /// The number of moves stored.
    pub version: u64,
    /// The admin token's hash.
    pub admin_hash: String,
    /// The spectator token's hash.
    pub spectator_hash: String,
    /// The seats, seat 0 first.
    pub seats: Vec<SeatRow>,
    /// When the turn now being played began, in seconds since 1970: the last move's time, or
    /// the start's before the first move (`None` in the lobby).
    pub turn_since: Option<i64>,
    /// The indices (versions) of the moves a computer played for a person whose correspondence
    /// time had run out (the stand-in), in order.
    pub stand_ins: Vec<u64>,
    /// The take-back being asked for at the table (JSON as stored), if any.
    pub request: Option<String>,
}

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: Pool,
}

/// One of the two databases' pools.
#[derive(Clone, Debug)]
enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Runs `$body` with `$p` bound to the pool, whichever database it is: the same query text,
/// compiled once for each.
macro_rules! on_pool {
    ($store:expr, $p:ident => $body:expr) => {
        match &$store.pool {
            Pool::Sqlite($p) => $body,
            Pool::Postgres($p) => $body,
        }
    };
}

/// Whether `db` names a Postgres database (`postgres://` or `postgresql://`).
pub fn is_postgres(db: &str) -> bool {
    db.starts_with("postgres://") || db.starts_with("postgresql://")
}

/// A key of Postgres's advisory locks: instances starting together apply the schema one at a
/// time (concurrent `CREATE TABLE IF NOT EXISTS` can collide there).
const SCHEMA_LOCK: i64 = 0x0068_6575_6368_656c; // "heuchel"

/// Now, in seconds since 1970 (the times stored with moves and starts).
pub fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
}

impl Store {
    /// Opens the database at `db`: a `postgres://` URL (the database must exist; the tables are
    /// created if missing), or SQLite: a file path, a `sqlite:` URL (created if missing), or
    /// `sqlite::memory:` (one connection, lost at exit: for tests).
    ///
    /// # Errors
    ///
    /// The database cannot be opened or the schema applied.
    pub async fn open(db: &str) -> Result<Store, StoreError> {
        if is_postgres(db) {
            let pool = PgPoolOptions::new().max_connections(8).connect(db).await?;
            let mut tx = pool.begin().await?;
            sqlx::query("SELECT pg_advisory_xact_lock($1)").bind(SCHEMA_LOCK).execute(&mut *tx).await?;
            for statement in SCHEMA {
                sqlx::query(statement).execute(&mut *tx).await?;
            }
            for (table, column, kind) in ADDED_COLUMNS {
                sqlx::query(&format!("ALTER TABLE {table} ADD COLUMN IF NOT EXISTS {column} {kind}"))
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            return Ok(Store { pool: Pool::Postgres(pool) });
        }
        let memory = db.contains(":memory:");
        let options = if db.starts_with("sqlite:") {
            SqliteConnectOptions::from_str(db)?
        } else {
            SqliteConnectOptions::new().filename(db)
        };
        let options = options.create_if_missing(true).foreign_keys(true);
        // WAL with synchronous NORMAL: a commit is not flushed to the disk one by one (a flush per
        // move capped a loaded server near 500 moves/s); a crash of the process loses nothing,
        // a power cut may lose the last moves before a checkpoint.
        let options = if memory {
            options
        } else {
            // The checkpoints (copying the log into the database, with a flush) are not left to
            // whichever move's commit crosses the log's size: on a busy disk that flush stalled
            // every move for up to 0.6 s. A task of their own runs them every second.
            options
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .pragma("wal_autocheckpoint", "0")
        };
        let pool = SqlitePoolOptions::new().max_connections(if memory { 1 } else { 4 }).connect_with(options).await?;
        for statement in SCHEMA {
            sqlx::query(statement).execute(&pool).await?;
        }
        // SQLite has no ADD COLUMN IF NOT EXISTS: a column is added when the table lacks it.
        for (table, column, kind) in ADDED_COLUMNS {
            let has = sqlx::query(&format!("SELECT name FROM pragma_table_info('{table}') WHERE name = $1"))
                .bind(column)
                .fetch_optional(&pool)
                .await?
                .is_some();
            if !has {
                sqlx::query(&format!("ALTER TABLE {table} ADD COLUMN {column} {kind}")).execute(&pool).await?;
            }
        }
        if !memory {
            let pool = pool.clone();
            tokio::spawn(async move {
                while !pool.is_closed() {
                    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                    if sqlx::query("PRAGMA wal_checkpoint(PASSIVE)").execute(&pool).await.is_err() {
                        break;
                    }
                }
            });
        }
        Ok(Store { pool: Pool::Sqlite(pool) })
    }

    /// Whether this is a Postgres database.
    pub fn is_postgres(&self) -> bool {
        matches!(self.pool, Pool::Postgres(_))
    }

    /// Closes the pool, waiting for connections in use.
    pub async fn close(&self) {
        on_pool!(self, p => p.close().await);
    }

    /// Stores a new table in the lobby.
    ///
    /// # Errors
    ///
    /// The database fails (nothing is stored then).
    pub async fn create(&self, row: &GameRow) -> Result<(), StoreError> {
        let config = serde_json::to_string(&row.config).expect("plain data");
        let pace = serde_json::to_string(&row.pace).expect("plain data");
        on_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO games (id, kind, config, pace, status, version, admin_hash, spectator_hash, created)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(&row.id)
            .bind(row.config.game.name())
            .bind(&config)
            .bind(&pace)
            .bind(&row.status)
            .bind(row.version as i64)
            .bind(&row.admin_hash)
            .bind(&row.spectator_hash)
            .bind(now())
            .execute(&mut *tx)
            .await?;
            for seat in &row.seats {
                sqlx::query("INSERT INTO seats (game_id, seat, token_hash, name, kind, level) VALUES ($1, $2, $3, $4, $5, $6)")
                    .bind(&row.id)
                    .bind(i32::from(seat.seat))
                    .bind(&seat.token_hash)
                    .bind(&seat.name)
                    .bind(if seat.level.is_some() { "computer" } else { "human" })
                    .bind(&seat.level)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// A table's row, seats and moves (the actions in order).
    ///
    /// # Errors
    ///
    /// [`StoreError::NotFound`], or the database fails.
    pub async fn load(&self, id: &str) -> Result<(GameRow, Vec<Stored>), StoreError> {
        self.load_since(id, 0).await
    }

    /// A table's row and seats as stored now, and the moves from index `from` on (those after a
    /// cached copy at version `from`), all from one snapshot.
    ///
    /// # Errors
    ///
    /// [`StoreError::NotFound`], [`StoreError::Corrupt`] when fewer than `from` moves are
    /// stored, or the database fails.
    pub async fn load_since(&self, id: &str, from: u64) -> Result<(GameRow, Vec<Stored>), StoreError> {
        let corrupt = |e: serde_json::Error| StoreError::Corrupt(e.to_string());
        let (row, seats, moves, last_move_at, stand_ins) = on_pool!(self, pool => {
            // One transaction: the row, the seats and the moves from the same snapshot (Postgres
            // gives a statement its own snapshot unless asked for one per transaction).
            let mut tx = pool.begin().await?;
            if self.is_postgres() {
                sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ").execute(&mut *tx).await?;
            }
            let row = sqlx::query("SELECT config, pace, status, version, admin_hash, spectator_hash, started, request FROM games WHERE id = $1")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?
                .ok_or(StoreError::NotFound)?;
            let row = (
                row.try_get::<String, _>("config")?,
                row.try_get::<String, _>("pace")?,
                row.try_get::<String, _>("status")?,
                row.try_get::<i64, _>("version")?,
                row.try_get::<String, _>("admin_hash")?,
                row.try_get::<String, _>("spectator_hash")?,
                row.try_get::<Option<i64>, _>("started")?,
                row.try_get::<Option<String>, _>("request")?,
            );
            // The newest move's time: the turn being played began then.
            let last_move_at = if row.3 > 0 {
                sqlx::query("SELECT at FROM moves WHERE game_id = $1 AND idx = $2")
                    .bind(id)
                    .bind(row.3 - 1)
                    .fetch_optional(&mut *tx)
                    .await?
                    .map(|r| r.try_get::<i64, _>("at"))
                    .transpose()?
            } else {
                None
            };
            let seats = sqlx::query("SELECT seat, token_hash, name, level FROM seats WHERE game_id = $1 ORDER BY seat")
                .bind(id)
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|r| {
                    Ok(SeatRow {
                        seat: r.try_get::<i32, _>("seat")? as u8,
                        token_hash: r.try_get("token_hash")?,
                        name: r.try_get("name")?,
                        level: r.try_get("level")?,
                    })
                })
                .collect::<Result<Vec<_>, sqlx::Error>>()?;
            let stand_ins = sqlx::query("SELECT idx FROM moves WHERE game_id = $1 AND stand_in = 1 ORDER BY idx")
                .bind(id)
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|r| Ok(r.try_get::<i64, _>("idx")? as u64))
                .collect::<Result<Vec<u64>, sqlx::Error>>()?;
            let moves = sqlx::query("SELECT idx, seat, action, back FROM moves WHERE game_id = $1 AND idx >= $2 ORDER BY idx")
                .bind(id)
                .bind(from as i64)
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|r| {
                    Ok(Stored {
                        seat: r.try_get::<i32, _>("seat")? as u8,
                        action: r.try_get("action")?,
                        back: r.try_get::<Option<i64>, _>("back")?.map(|k| k as u64),
                    })
                })
                .collect::<Result<Vec<_>, sqlx::Error>>()?;
            tx.commit().await?;
            (row, seats, moves, last_move_at, stand_ins)
        });
        let (config, pace, status, version, admin_hash, spectator_hash, started, request) = row;
        if from as i64 + moves.len() as i64 != version {
            return Err(StoreError::Corrupt(format!(
                "table {id}: version {version} but {} moves from {from}",
                moves.len()
            )));
        }
        let turn_since = if status == "playing" { last_move_at.or(started) } else { None };
        let game = GameRow {
            id: id.to_string(),
            config: serde_json::from_str(&config).map_err(corrupt)?,
            pace: serde_json::from_str(&pace).map_err(corrupt)?,
            status,
            version: version as u64,
            admin_hash,
            spectator_hash,
            seats,
            turn_since,
            stand_ins,
            request,
        };
        Ok((game, moves))
    }

    /// The ids of the tables being played (for restarting their computers after a restart).
    ///
    /// # Errors
    ///
    /// The database fails.
    pub async fn playing(&self) -> Result<Vec<String>, StoreError> {
        let rows = on_pool!(self, pool => {
            sqlx::query("SELECT id FROM games WHERE status = 'playing' ORDER BY id")
                .fetch_all(pool)
                .await?
                .iter()
                .map(|r| r.try_get("id"))
                .collect::<Result<Vec<String>, sqlx::Error>>()?
        });
        Ok(rows)
    }

    /// Stores the move played at `version` (compare and set from `version` to `version + 1`),
    /// and the new status, and clears any take-back asked for; `stand_in` marks a move a computer
    /// played for a person whose correspondence time had run out.
    ///
    /// # Errors
    ///
    /// [`StoreError::Stale`] when the stored version is not `version` (nothing is stored), or the
    /// database fails.
    pub async fn append_move(
        &self,
        id: &str,
        version: u64,
        seat: u8,
        action: &str,
        status: &str,
        stand_in: bool,
    ) -> Result<(), StoreError> {
        self.append(id, version, &Stored::play(seat, action), status, stand_in).await
    }

    /// Stores a take-back agreed at `version` (compare and set from `version` to `version + 1`):
    /// `seat` asked for it, and the game keeps its first `to` actions. Clears the request.
    ///
    /// # Errors
    ///
    /// As [`Store::append_move`].
    pub async fn append_back(&self, id: &str, version: u64, seat: u8, to: u64) -> Result<(), StoreError> {
        self.append(id, version, &Stored { seat, action: String::new(), back: Some(to) }, "playing", false).await
    }

    /// The record at `version`, in one transaction: the compare-and-set of the version (with the
    /// status, the request cleared), then the record's insert.
    async fn append(
        &self,
        id: &str,
        version: u64,
        record: &Stored,
        status: &str,
        stand_in: bool,
    ) -> Result<(), StoreError> {
        on_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let updated = sqlx::query(
                "UPDATE games SET version = $1, status = $2, request = NULL WHERE id = $3 AND version = $4 AND status = 'playing'",
            )
            .bind(version as i64 + 1)
            .bind(status)
            .bind(id)
            .bind(version as i64)
            .execute(&mut *tx)
            .await?;
            if updated.rows_affected() != 1 {
                tx.rollback().await?;
                return Err(StoreError::Stale);
            }
            sqlx::query("INSERT INTO moves (game_id, idx, seat, action, at, stand_in, back) VALUES ($1, $2, $3, $4, $5, $6, $7)")
                .bind(id)
                .bind(version as i64)
                .bind(i32::from(record.seat))
                .bind(&record.action)
                .bind(now())
                .bind(stand_in.then_some(1i32))
                .bind(record.back.map(|to| to as i64))
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Sets the take-back asked for at table `id` from `old` to `new` (JSON; `None`: none) at
    /// `version`, if both are still as given (compare and set); whether they were.
    ///
    /// # Errors
    ///
    /// The database fails.
    pub async fn set_request(
        &self,
        id: &str,
        version: u64,
        old: Option<&str>,
        new: Option<&str>,
    ) -> Result<bool, StoreError> {
        let affected = on_pool!(self, pool => {
            sqlx::query(
                "UPDATE games SET request = $1 WHERE id = $2 AND version = $3 AND status = 'playing' AND COALESCE(request, '') = $4",
            )
            .bind(new)
            .bind(id)
            .bind(version as i64)
            .bind(old.unwrap_or(""))
            .execute(pool)
            .await?
            .rows_affected()
        });
        Ok(affected == 1)
    }

    /// Records a player's name on his seat.
    ///
    /// # Errors
    ///
    /// The database fails.
    pub async fn set_name(&self, id: &str, seat: u8, name: &str) -> Result<(), StoreError> {
        on_pool!(self, pool => {
            sqlx::query("UPDATE seats SET name = $1 WHERE game_id = $2 AND seat = $3")
                .bind(name)
                .bind(id)
                .bind(i32::from(seat))
                .execute(pool)
                .await?;
        });
        Ok(())
    }

    /// Gives a seat to a computer at `level` (its invitation token stops working).
    ///
    /// # Errors
    ///
    /// The database fails.
    pub async fn set_computer(&self, id: &str, seat: u8, level: &str) -> Result<(), StoreError> {
        on_pool!(self, pool => {
            sqlx::query("UPDATE seats SET token_hash = NULL, kind = 'computer', level = $1, name = NULL WHERE game_id = $2 AND seat = $3")
                .bind(level)
                .bind(id)
                .bind(i32::from(seat))
                .execute(pool)
                .await?;
        });
        Ok(())
    }

    /// Sets a table's status from `from` to `to`; whether it was `from`. A table set playing
    /// has its start's time stored with it (`started`: its first turn's clock starts then).
    ///
    /// # Errors
    ///
    /// The database fails.
    pub async fn set_status(&self, id: &str, from: &str, to: &str) -> Result<bool, StoreError> {
        let affected = on_pool!(self, pool => {
            sqlx::query("UPDATE games SET status = $1, started = CASE WHEN $1 = 'playing' THEN $4 ELSE started END WHERE id = $2 AND status = $3")
                .bind(to)
                .bind(id)
                .bind(from)
                .bind(now())
                .execute(pool)
                .await?
                .rows_affected()
        });
        Ok(affected == 1)
    }

    /// The number of moves stored for a table (for tests: nothing stored on a refusal).
    ///
    /// # Errors
    ///
    /// The database fails.
    pub async fn move_count(&self, id: &str) -> Result<u64, StoreError> {
        let n: i64 = on_pool!(self, pool => {
            sqlx::query("SELECT COUNT(*) AS n FROM moves WHERE game_id = $1").bind(id).fetch_one(pool).await?.try_get("n")?
        });
        Ok(n as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    #[tokio::test]
    async fn a_stale_version_stores_nothing() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let config = GameConfig {
            game: GameKind::Heller,
            players: 2,
            variant: "standard".into(),
            no_luck: false,
            take_back: false,
            seed: 7,
        };
        let seat = |seat| SeatRow { seat, token_hash: Some(format!("h{seat}")), name: None, level: None };
        let row = GameRow {
            id: "t1".into(),
            config: config.clone(),
            pace: Pace::Correspondence { seconds_per_move: 60, on_timeout: OnTimeout::Computer },
            status: "lobby".into(),
            version: 0,
            admin_hash: "a".into(),
            spectator_hash: "s".into(),
            seats: vec![seat(0), seat(1)],
            turn_since: None,
            stand_ins: vec![],
            request: None,
        };
        store.create(&row).await.unwrap();
        assert!(
            matches!(store.append_move("t1", 0, 0, "t", "playing", false).await, Err(StoreError::Stale)),
            "not started"
        );
        assert!(store.set_status("t1", "lobby", "playing").await.unwrap());
        store.append_move("t1", 0, 0, "t", "playing", false).await.unwrap();
        assert!(matches!(store.append_move("t1", 0, 1, "t", "playing", false).await, Err(StoreError::Stale)));
        assert!(matches!(store.append_move("t1", 5, 1, "t", "playing", false).await, Err(StoreError::Stale)));
        // A move the stand-in played for a person out of time is stored as his seat's, marked.
        store.append_move("t1", 1, 1, "u", "playing", true).await.unwrap();
        let (loaded, moves) = store.load("t1").await.unwrap();
        assert_eq!((loaded.version, loaded.config, loaded.pace), (2, config, row.pace));
        assert_eq!(loaded.stand_ins, [1]);
        // The turn being played began with the move just stored.
        let since = loaded.turn_since.expect("a table being played has a turn's start");
        assert!((now() - since).abs() < 60, "{since}");
        assert_eq!(moves, vec![Stored::play(0, "t"), Stored::play(1, "u")]);
        // A take-back asked for is kept on the row until the next record, which clears it.
        assert!(store.set_request("t1", 2, None, Some("{}")).await.unwrap());
        assert!(!store.set_request("t1", 2, None, Some("{}")).await.unwrap(), "compare and set");
        assert_eq!(store.load("t1").await.unwrap().0.request.as_deref(), Some("{}"));
        assert!(matches!(store.append_back("t1", 1, 1, 1).await, Err(StoreError::Stale)));
        store.append_back("t1", 2, 1, 1).await.unwrap();
        let (loaded, moves) = store.load("t1").await.unwrap();
        assert_eq!((loaded.version, loaded.request, moves.len()), (3, None, 3));
        assert_eq!(moves[2], Stored { seat: 1, action: String::new(), back: Some(1) });
        assert!(matches!(store.load("t2").await, Err(StoreError::NotFound)));
    }

    /// A database made before `games.started` existed gets the column at start, and its
    /// tables load (their turn's start unknown until the next move).
    #[tokio::test]
    async fn an_older_database_gets_the_added_columns() {
        let path = std::env::temp_dir().join(format!("heuchel-store-old-{}.sqlite", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let url = format!("sqlite:{}?mode=rwc", path.display());
        {
            let old = SqlitePool::connect(&url).await.unwrap();
            let before = SCHEMA[0].replace(",\n        started BIGINT", "");
            assert!(!before.contains("started"), "the old schema lacks the column");
            for statement in [before.as_str(), SCHEMA[1], SCHEMA[2]] {
                sqlx::query(statement).execute(&old).await.unwrap();
            }
            sqlx::query("INSERT INTO games (id, kind, config, pace, status, version, admin_hash, spectator_hash, created) VALUES ('old', 'heller', $1, '{\"kind\":\"correspondence\",\"secondsPerMove\":60}', 'playing', 0, 'a', 's', 0)")
                .bind(r#"{"game":"heller","players":2,"variant":"standard","noLuck":false,"seed":3}"#)
                .execute(&old)
                .await
                .unwrap();
            old.close().await;
        }
        let store = Store::open(&url).await.unwrap();
        let (row, moves) = store.load("old").await.unwrap();
        assert_eq!((row.version, moves.len(), row.turn_since, row.stand_ins), (0, 0, None, vec![]));
        assert_eq!(row.pace, Pace::Correspondence { seconds_per_move: 60, on_timeout: OnTimeout::Wait });
        store.close().await;
        // Opening it again finds the column there.
        Store::open(&url).await.unwrap().close().await;
        let _ = std::fs::remove_file(&path);
    }
}
