//! Tokens: 128 random bits from the operating system, written as 32 hex digits. Only their
//! SHA-256 hash is stored, so a copy of the database lets nobody sit at a table.

use sha2::{Digest, Sha256};
use std::fmt::Write;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::with_capacity(bytes.len() * 2), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// A new random token: 128 bits as 32 hex digits.
///
/// # Panics
///
/// When the operating system gives no random bytes (the server cannot work then).
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    hex(&bytes)
}

/// A new random table id: 64 bits as 16 hex digits (not a secret: the tokens are).
pub fn new_id() -> String {
    format!("{:016x}", random_u64())
}

/// 64 random bits (a computer player's seed).
pub fn random_u64() -> u64 {
    getrandom::u64().expect("the operating system's random source")
}

/// The SHA-256 hash of a token, as 64 hex digits: what the database keeps.
pub fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bit_and_hashed() {
        let (a, b) = (new_token(), new_token());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert_eq!(hash("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
