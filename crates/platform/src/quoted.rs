//! Text quoted in an error message, as `{:?}` would quote it, without `{:?}`: formatting with
//! `Debug` brings core's tables of printable Unicode and its escaping code into a WebAssembly
//! module (about 5 KB before compression), for messages that only ever quote what a person
//! typed.
//!
//! Quotes and backslashes are escaped, and control characters are written as `\u{…}`, as
//! `Debug` writes them; other characters are written as they are (where `Debug` would also
//! escape unassigned or invisible ones).
//!
//! # Examples
//!
//! ```
//! use platform::quoted::{Quoted, QuotedChar};
//! assert_eq!(format!("got {}", Quoted("4x")), format!("got {:?}", "4x"));
//! assert_eq!(Quoted("say \"hi\"\n").to_string(), format!("{:?}", "say \"hi\"\n"));
//! assert_eq!(QuotedChar('q').to_string(), format!("{:?}", 'q'));
//! assert_eq!(QuotedChar('\'').to_string(), format!("{:?}", '\''));
//! ```

use core::fmt::{self, Display, Formatter, Write};

/// A text in double quotes (`"4x"`), escaped as `{:?}` escapes it.
pub struct Quoted<T>(pub T);

/// A character in single quotes (`'q'`), escaped as `{:?}` escapes it.
pub struct QuotedChar(pub char);

fn escaped(f: &mut Formatter<'_>, c: char, quote: char) -> fmt::Result {
    match c {
        '\\' => f.write_str("\\\\"),
        '\n' => f.write_str("\\n"),
        '\r' => f.write_str("\\r"),
        '\t' => f.write_str("\\t"),
        '\0' => f.write_str("\\0"),
        c if c == quote => {
            f.write_char('\\')?;
            f.write_char(c)
        }
        c if c.is_control() => write!(f, "\\u{{{:x}}}", c as u32),
        c => f.write_char(c),
    }
}

impl<T: AsRef<str>> Display for Quoted<T> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_char('"')?;
        for c in self.0.as_ref().chars() {
            escaped(f, c, '"')?;
        }
        f.write_char('"')
    }
}

impl Display for QuotedChar {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_char('\'')?;
        escaped(f, self.0, '\'')?;
        f.write_char('\'')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_as_debug_does_for_typed_text() {
        for text in
            ["", "B4", "3-5.2", "a \"b\" c", "back\\slash", "tab\there", "new\nline", "bell\u{7}", "Größe", "œuvre"]
        {
            assert_eq!(Quoted(text).to_string(), format!("{text:?}"));
        }
        for c in ['x', '"', '\'', '\\', '\n', 'é', '\u{1}'] {
            assert_eq!(QuotedChar(c).to_string(), format!("{c:?}"));
        }
    }
}
