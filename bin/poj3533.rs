//! POJ 3533 — Light Switching Game (Turning Corners in three dimensions).
//!
//! Lights at points `(x, y, z)` with coordinates from 0, some on; a move picks a light that is
//! on, `(x2, y2, z2)`, and any `x1 < x2`, `y1 < y2`, `z1 < z2`, and toggles the 8 corners of
//! that box; whoever cannot move loses. By the Tartan theorem a light is worth the nim product
//! `x ⊗ y ⊗ z` ([`impartial::nimber::Nimbers::cube_value`]) and a position the xor of its
//! lights. Input: records `N (x y z)*N` to the end of input. Output: `Yes` if the xor is 0 (the
//! first player loses), else `No`. Beyond the judge: coordinates anywhere in `u64` (the nimbers
//! below `2^64` are the field GF(2^64)), any `N` (`N = 0` -> `Yes`). A light given twice in one
//! record is reported at the `z` of its second occurrence.
use impartial::io::{self, Error};
use impartial::nimber::{self, Nimbers};
use std::collections::HashSet;
use std::io::{Read, Write};

/// Answers every record `N (x y z)*N` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let nimbers = Nimbers::new();
        let mut lit = HashSet::new();
        while let Some(n) = input.value_or_end()? {
            lit.clear();
            let mut value = 0;
            for _ in 0..n {
                let x = input.value("x")?;
                let y = input.value("y")?;
                let z = input.value("z")?;
                if !lit.insert((x, y, z)) {
                    let found = format!("{} {} {} twice", x, y, z);
                    return Err(input.domain_error("distinct lights", found));
                }
                value = nimber::nim_sum(value, nimbers.cube_value(x, y, z));
            }
            output.text(if value == 0 { "Yes\n" } else { "No\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "poj3533",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
