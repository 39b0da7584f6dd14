//! The arguments every error of the engine carries beside its code (`{"code": …, "args": {…}}`):
//! the site's shared ones (platform::coded), with the engine's two shorthands.

pub use platform::coded::{Arg, Args};

pub(crate) fn num(n: impl Into<i64>) -> Arg {
    Arg::number(n)
}

pub(crate) fn code_of(x: impl ToString) -> Arg {
    Arg::code(x)
}
