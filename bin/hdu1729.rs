//! HDU 1729 — Stone Game (boxes that grow by at most a square).
//!
//! Box `i` has capacity `s_i` and holds `c_i` stones; a move chooses a box holding `c` stones
//! and adds between 1 and `c^2` stones without passing its capacity; who cannot move loses. A
//! box's Grundy value comes from the largest `q` with `q + q^2 < s`: `s - c` above `q`, 0 at
//! `q`, and the value of the box `(q, c)` below it ([`impartial::stone_box::grundy`], exact with
//! an integer square root in `u128`); the first player wins when their xor is not 0. Input:
//! cases `N` and `N` pairs `s c`, until `N = 0` or the end of input. Output: `Case k:` and then
//! `Yes` or `No`. Beyond the judge: `s, c` anywhere in `u64`, any `N`; `c > s` is an error at
//! the `c` token; nothing after the `0` is read.
use impartial::io::{self, Error};
use impartial::stone_box;
use std::io::{Read, Write};

/// Answers every case of `input` before `N = 0` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let mut case = 0u64;
        while let Some(boxes) = input.value_or_end()? {
            if boxes == 0 {
                break;
            }
            let mut sum = 0;
            for _ in 0..boxes {
                let s = input.value("s")?;
                let c = input.value("c")?;
                sum ^= stone_box::grundy(s, c).ok_or_else(|| input.domain_error("c <= s", c))?;
            }
            case += 1;
            output.text("Case ")?;
            output.number(case)?;
            output.text(if sum != 0 { ":\nYes\n" } else { ":\nNo\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu1729",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
