//! HDU 3980 — Paint Chain.
//!
//! A circle of N unpainted beads; players alternately paint M consecutive unpainted beads, and
//! whoever cannot paint loses; aekdycoin moves first. The first move opens the circle into a row
//! of N - M beads, which is the octal game `0.0…07` (take exactly M adjacent tokens), so
//! aekdycoin wins exactly when N >= M and G(N - M) = 0 ([`impartial::paint_chain`]). Input: `T`,
//! then T records `N M`. Output: `Case #k: aekdycoin` when the first player wins, else
//! `Case #k: abcdxyzk`. Beyond the judge's N, M <= 1000: M = 1 and M = 2 (period 2, and Dawson's
//! Kayles' period 34 from 53) and N < 2M answer every `u64`; for M >= 3 the rows are tabulated
//! up to N - M = [`impartial::paint_chain::ROW_MAX`] (one table per M, kept between records), and
//! a longer row is a domain error at the M token naming the bound. M = 0 is a domain error at
//! its token. Nothing after the T-th record is read.
use impartial::io::{self, Error};
use impartial::paint_chain::{PaintChain, ROW_MAX};
use std::io::{Read, Write};

/// Answers each of the T records of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let cases = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        let mut chain = PaintChain::default();
        for k in 1..=cases {
            let n = input.value("N")?;
            let m = input.value("M")?;
            if m == 0 {
                return Err(input.domain_error("M >= 1", 0));
            }
            let p_position = chain.is_p_position(n, m).ok_or_else(|| {
                let bound = format!("N - M at most {} when M >= 3 and N >= 2M", ROW_MAX);
                input.domain_error(bound, format!("N = {}, M = {}", n, m))
            })?;
            output.text("Case #")?;
            output.number(k)?;
            output.text(if p_position {
                ": abcdxyzk\n"
            } else {
                ": aekdycoin\n"
            })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu3980",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
