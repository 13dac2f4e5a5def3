//! Streaming token input and buffered output for judge solutions.
//!
//! Judge input is a sequence of tokens separated by runs of ASCII whitespace (space, tab, `\r`,
//! `\n`, vertical tab, form feed); every value is an unsigned decimal integer that fits in `u64`.
//! [`Reader`] reads such tokens through a fixed buffer, so memory does not grow with the input;
//! before it may wait for more input, the linked [`Writer`] sends its finished lines, so a
//! solution answers record by record on a pipe or a terminal. A bad token, a record cut off by
//! the end of input, or a value outside a problem's domain becomes an [`Error`] naming the line
//! and column where it happened.
//!
//! Two tiers, one behaviour:
//! - the core tier, [`reader`] and [`writer`]: safe, plain Rust, what a submission carries;
//! - the accelerated tier, `fast` (with the `fast` feature, on by default): the same API with
//!   vector steps behind it, what the local binaries and `make bench` run.
//!
//! A solution is `solve(input, output)` built on [`run`], which flushes every answer written
//! before an error; `main` hands it stdin and stdout through [`exit_on_error`].

mod error;
#[cfg(feature = "fast")]
pub mod fast;
pub mod reader;
pub mod writer;

#[cfg(test)]
mod tests;

pub use error::{Error, Position};
#[cfg(feature = "fast")]
pub use fast::Reader;
#[cfg(not(feature = "fast"))]
pub use reader::Reader;
pub use writer::{Short, Writer};

use std::io::{ErrorKind, Read, Write};
use std::rc::Rc;

/// Runs a solution body over `input` and `output`, flushing every answer written before an error
/// and returning that error: so an error never loses the answers to the records before it.
///
/// ```
/// use impartial::io::run;
/// let mut out = Vec::new();
/// let result = run(&b"1 2 x"[..], &mut out, |r, w| {
///     while let Some(v) = r.value_or_end()? {
///         w.number(v * 10)?;
///         w.byte(b'\n')?;
///     }
///     Ok(())
/// });
/// assert_eq!(out, b"10\n20\n");
/// assert_eq!(
///     result.unwrap_err().to_string(),
///     "line 1, column 5: expected an unsigned integer, found \"x\""
/// );
/// ```
pub fn run<R, W, F>(input: R, output: W, body: F) -> Result<(), Error>
where
    R: Read,
    W: Write,
    F: FnOnce(&mut Reader<R>, &mut Writer<W>) -> Result<(), Error>,
{
    let mut reader = Reader::new(input);
    let mut writer = Writer::new(output);
    writer.waiting = Rc::clone(&reader.waiting);
    let result = body(&mut reader, &mut writer);
    let flushed = writer.flush();
    result?;
    flushed.map_err(Error::Io)
}

/// The `main` of every solution: on an error, prints `<name>: <error>` on stderr and exits with
/// status 1 (the answers before it are already flushed by [`run`]).
///
/// A closed output (`solution < big.in | head -1`) is not an error to report: the program stops
/// quietly, as the tools of a shell pipeline do, with the status a shell shows for them (141,
/// 128 + SIGPIPE).
pub fn exit_on_error(name: &str, result: Result<(), Error>) {
    match result {
        Ok(()) => {}
        Err(Error::Io(e)) if e.kind() == ErrorKind::BrokenPipe => std::process::exit(141),
        Err(e) => {
            eprintln!("{}: {}", name, e);
            std::process::exit(1);
        }
    }
}
