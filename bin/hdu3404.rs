//! HDU 3404 — Switch lights (Turning Corners).
//!
//! Lights on a grid with 1-based coordinates; a move picks a lit cell `(x2, y2)` and any
//! `x1 <= x2`, `y1 <= y2`, and toggles the distinct corners of that rectangle; who cannot move
//! loses; lxhgww moves first. By the Tartan theorem a light at `(x, y)` is worth the nim product
//! `x ⊗ y` and a position the nim sum of its lights ([`impartial::nimber`]). Input: `T`, then
//! `T` cases, each `n` and `n` lit cells `x y`. Output: `Have a try, lxhgww.` if the first
//! player wins, else `Don't waste your time.`. Beyond the judge: coordinates anywhere in `u64`
//! (the nimbers below `2^64` are the field GF(2^64)), any `n`, `n = 0` -> `Don't waste your
//! time.`. A coordinate 0 is reported at its token, a light given twice in a case at the `y` of
//! its second occurrence; anything after the `T`-th case is not read.
use impartial::io::{self, Error};
use impartial::nimber::{self, Nimbers};
use std::collections::HashSet;
use std::io::{Read, Write};

/// Answers each of the `T` cases of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let cases = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        let nimbers = Nimbers::new();
        let mut lit = HashSet::new();
        for _ in 0..cases {
            let lights = input.value("n")?;
            lit.clear();
            let mut value = 0;
            for _ in 0..lights {
                let x = input.value("x")?;
                if x == 0 {
                    return Err(input.domain_error("x >= 1", x));
                }
                let y = input.value("y")?;
                if y == 0 {
                    return Err(input.domain_error("y >= 1", y));
                }
                if !lit.insert((x, y)) {
                    let found = format!("{} {} twice", x, y);
                    return Err(input.domain_error("distinct lights", found));
                }
                value = nimber::nim_sum(value, nimbers.corner_value(x, y));
            }
            output.text(if value != 0 {
                "Have a try, lxhgww.\n"
            } else {
                "Don't waste your time.\n"
            })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu3404",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
