//! HDU 1524 (= POJ 2425) — A Chess Game.
//!
//! N positions form a DAG; chessmen stand on positions, any number on one; a move takes one
//! chessman one step along an edge; whoever cannot move loses. By Sprague-Grundy the first player
//! wins iff the xor of `g` over the chessmen is non-zero, `g(v) = mex { g(w) : v -> w }`
//! ([`impartial::chessmen`]; [`impartial::graph::grundy_values`] takes the positions sinks first
//! in the order Tarjan's algorithm completes them, on an explicit stack, and finds a cycle on
//! the way). Input to end of input (or `N = 0`):
//! `N`, N lists `X_i w_1 .. w_(X_i)`, then queries `M p_1 .. p_M` up to `M = 0`; a last case
//! without its `0` ends with the input. Memory grows with the lists read. An out-position or a
//! query position outside `0..N` is reported at its token; a cycle once the N-th list is read, at
//! the first out-position in input order whose edge lies on it, found again in the input that
//! [`impartial::io::replay`] keeps.
use impartial::graph::{self, Csr};
use impartial::io::replay::{Log, Replay};
use impartial::io::{self, Error, Reader};
use std::io::{Read, Write};

/// A position below `n`.
fn position<R: Read>(input: &mut Reader<R>, n: u64, what: &str) -> Result<u64, Error> {
    let p = input.value(what)?;
    if p >= n {
        return Err(input.domain_error(format!("{} below {}", what, n), p));
    }
    Ok(p)
}

/// Answers every query of every test case of `input` on `output` (`WIN` or `LOSE`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    let log = Log::shared();
    io::run(
        Replay {
            source: input,
            log: &log,
        },
        output,
        |input, output| {
            let mut g = Csr::default();
            // The number of the next token: a cycle is placed by it.
            let mut next = 0;
            while let Some(n) = input.value_or_end()? {
                if n == 0 {
                    break;
                }
                log.borrow_mut().trim(next);
                let case = next;
                g.start.clear();
                g.target.clear();
                g.start.push(0);
                for _ in 0..n {
                    let x = input.value("X_i")?;
                    for _ in 0..x {
                        g.target.push(position(input, n, "an out-position")? as u32);
                    }
                    g.start.push(g.target.len() as u32);
                }
                next += 1 + n + g.target.len() as u64;
                let sg = match graph::grundy_values(&g) {
                    Ok(sg) => sg,
                    Err(slot) => {
                        let u = g.start.partition_point(|&s| s as usize <= slot) - 1;
                        let at = log.borrow_mut().place(case + 2 + (u + slot) as u64);
                        return Err(Error::Input {
                            line: at.line,
                            column: at.column,
                            message: format!(
                                "the edge {} -> {} lies on a cycle; positions must form a DAG",
                                u, g.target[slot]
                            ),
                        });
                    }
                };
                while let Some(m) = input.value_or_end()? {
                    log.borrow_mut().trim(next);
                    if m == 0 {
                        next += 1;
                        break;
                    }
                    let mut sum = 0;
                    for _ in 0..m {
                        sum ^= sg[position(input, n, "a position")? as usize];
                    }
                    next += 1 + m;
                    output.text(if sum != 0 { "WIN\n" } else { "LOSE\n" })?;
                }
            }
            Ok(())
        },
    )
}

fn main() {
    io::exit_on_error(
        "hdu1524",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
