//! Luogu P4055 — \[JSOI2009\] 游戏 (also BZOJ 1443).
//!
//! A maze of free `.` and blocked `#` cells; AA puts the token on a free cell, then YY and AA take
//! turns moving it to a 4-adjacent free cell not visited before; whoever cannot move loses. This
//! is undirected vertex geography with YY to move, so AA wins from exactly the cells some
//! maximum matching of the free cells leaves unmatched
//! ([`impartial::geography::maze_p_positions`]: Hopcroft–Karp, then an alternating breadth-first
//! search, no recursion). Input: `N M`, then N rows, each one token of exactly M characters `.`
//! or `#` (a row of another length or with another byte is refused at its token). Output: `WIN`
//! and every winning start `r c` (1-based) in row-major order, or `LOSE`. `N = 0` or `M = 0` is
//! an empty maze (no rows are read); memory grows with the rows read, not with N or M.
use impartial::geography::maze_p_positions;
use impartial::io::{self, quote, Error};
use std::io::{Read, Write};

/// Answers the maze of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(n) = input.value_or_end()? else {
            return Ok(());
        };
        let m = input.value("M")?;
        let (mut free, mut width) = (Vec::new(), 0);
        if n > 0 && m > 0 {
            let expected = format!("a row of {} characters '.' or '#'", m);
            for _ in 0..n {
                let Some(row) = input.token()? else {
                    // The input ends here: `value` finds nothing either and says so there.
                    return Err(match input.value(&expected) {
                        Err(e) => e,
                        Ok(v) => input.domain_error(&expected, v),
                    });
                };
                if row.len() as u64 != m || row.iter().any(|&b| b != b'.' && b != b'#') {
                    let found = quote(row);
                    return Err(input.domain_error(&expected, found));
                }
                free.extend(row.iter().map(|&b| b == b'.'));
            }
            width = m as usize;
        }
        let lost = match width {
            0 => Vec::new(),
            _ => maze_p_positions(&free, width),
        };
        if !lost.contains(&true) {
            output.text("LOSE\n")?;
            return Ok(());
        }
        output.text("WIN\n")?;
        let starts = (0..lost.len()).filter(|&i| lost[i]);
        let place = |i: usize| ((i / width) as u64 + 1, (i % width) as u64 + 1);
        output.pair_lines(starts.map(place))?;
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "luogu4055",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
