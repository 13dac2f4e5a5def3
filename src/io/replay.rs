//! Input kept for a while, so that a token read long ago can still be placed.
//!
//! Some faults show only after many more tokens: a cycle in a graph promised to be a DAG is
//! known once the whole graph is read, and must be reported at the arc that lies on it. Asking
//! the reader for every token's position in case one is needed later would cost a count of the
//! buffer's newlines per token; instead a [`Replay`] source also keeps the bytes it reads in a
//! [`Log`], and the solution counts its tokens: [`Log::place`] finds the position of token `k`
//! by scanning the kept bytes, once, when it is needed. [`Log::trim`] forgets what a solution
//! will not ask about again, so the log stays near the size of one record plus what the reader
//! has read ahead.

use super::{is_space, Position};
use std::cell::RefCell;
use std::io::{self, Read};

/// A log grows past this many bytes before [`Log::trim`] forgets anything: trimming scans and
/// moves bytes, so it is done rarely enough to cost O(1) per byte.
const TRIM_AT: usize = 1 << 20;

/// The bytes read from one point of the input on, and where that point is.
pub struct Log {
    bytes: Vec<u8>,
    /// The number of the first token that starts in `bytes` (counted from 0 in the input).
    first: u64,
    /// Where `bytes[0]` is.
    at: Position,
}

/// A source that keeps a copy of what it reads in `log`.
///
/// ```
/// use impartial::io::replay::{Log, Replay};
/// use impartial::io::{Position, Reader};
/// let log = Log::shared();
/// let mut r = Reader::new(Replay { source: &b"7 8\n\n 9 10"[..], log: &log });
/// while r.value_or_end().unwrap().is_some() {}
/// assert_eq!(log.borrow_mut().place(1), Position { line: 1, column: 3 });
/// assert_eq!(log.borrow_mut().place(3), Position { line: 3, column: 4 });
/// ```
pub struct Replay<'a, R> {
    /// Where the bytes come from.
    pub source: R,
    /// Where they are kept.
    pub log: &'a RefCell<Log>,
}

impl<R: Read> Read for Replay<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.source.read(buf)?;
        self.log.borrow_mut().bytes.extend_from_slice(&buf[..n]);
        Ok(n)
    }
}

impl Log {
    /// An empty log at the start of the input, in a cell that a [`Replay`] and the solution
    /// share.
    pub fn shared() -> RefCell<Log> {
        RefCell::new(Log {
            bytes: Vec::new(),
            first: 0,
            at: Position { line: 1, column: 1 },
        })
    }

    /// The position of token `nth` of the input (counted from 0), and forgets the bytes
    /// before it. The token must be read already, and not before a token placed or trimmed at
    /// before; lines and columns are counted as the reader counts them (`\n` ends a line, a
    /// column is a byte).
    ///
    /// # Complexity
    /// O(bytes kept).
    pub fn place(&mut self, nth: u64) -> Position {
        let (mut end, mut gap) = (self.bytes.len(), true);
        for (i, &b) in self.bytes.iter().enumerate() {
            if gap && !is_space(b) {
                if self.first == nth {
                    end = i;
                    break;
                }
                self.first += 1;
            }
            gap = is_space(b);
            if b == b'\n' {
                (self.at.line, self.at.column) = (self.at.line + 1, 1);
            } else {
                self.at.column += 1;
            }
        }
        self.bytes.drain(..end);
        self.at
    }

    /// Forgets the bytes before token `nth` (as [`Log::place`] does) once the log has grown
    /// large: a solution calls it at the start of each record, with that record's first token.
    ///
    /// ```
    /// use impartial::io::replay::{Log, Replay};
    /// use impartial::io::{Position, Reader};
    /// let input = "1 2\n".repeat(300_000);
    /// let log = Log::shared();
    /// let mut r = Reader::new(Replay { source: input.as_bytes(), log: &log });
    /// for k in 0..600_000u64 {
    ///     r.value("a value").unwrap();
    ///     if k % 2 == 0 {
    ///         log.borrow_mut().trim(k);
    ///     }
    /// }
    /// assert_eq!(log.borrow_mut().place(599_999), Position { line: 300_000, column: 3 });
    /// ```
    pub fn trim(&mut self, nth: u64) {
        if self.bytes.len() > TRIM_AT {
            self.place(nth);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::Reader;

    /// Hands out at most `step` bytes per read, so tokens cross the reader's refills.
    struct Trickle<'a>(&'a [u8], usize);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.1.min(buf.len()).min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    #[test]
    fn places_agree_with_the_reader_and_trimming_bounds_the_log() {
        let input: String = (0..200_000u64)
            .map(|k| match k % 5 {
                0 => format!("{}\r\n", k),
                1 => format!("\t00{} ", k),
                2 => format!("{}\n\n", k),
                _ => format!("{}  ", k),
            })
            .collect();
        for step in [3, 1 << 16] {
            let log = Log::shared();
            let mut r = Reader::new(Replay {
                source: Trickle(input.as_bytes(), step),
                log: &log,
            });
            let mut largest = 0;
            for k in 0..200_000u64 {
                assert_eq!(r.value("a value").unwrap(), k);
                if k % 1000 == 7 {
                    let at = r.last_token();
                    assert_eq!(log.borrow_mut().place(k), at, "token {}", k);
                }
                log.borrow_mut().trim(k);
                largest = largest.max(log.borrow().bytes.len());
            }
            assert!(largest <= TRIM_AT + (1 << 17), "{}", largest);
        }
    }
}
