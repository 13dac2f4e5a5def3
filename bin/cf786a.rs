//! Codeforces 786 A (= 787 C) — Berzerk.
//!
//! Objects 1..n on a circle, object 1 a black hole; Rick and Morty each have a set of steps in
//! 1..n-1 and, in turn, move the monster that many objects clockwise; whoever moves it into the
//! hole wins, and a player who cannot win prefers an endless game to a loss. For each first
//! player and each start object 2..n: `Win`, `Lose` or `Loop`, by retrograde analysis on the
//! 2n states with a counter of undecided moves per state ([`impartial::berzerk::outcomes`],
//! O(n (k1 + k2)), the predecessors walked from the rule, never stored). Input: `n`, then `k1`
//! and Rick's k1 steps, then `k2` and Morty's k2 steps. Domain errors: n < 2 or n > 10^6 at the
//! n token; a count 0 or above n - 1 at its token; a step 0 or at least n, or one already in its
//! set, at that step's token.
use impartial::berzerk;
use impartial::cyclic::Outcome;
use impartial::io::{self, Error, Reader};
use std::io::{Read, Write};

/// One player's steps: `k` in 1..=n-1, then k distinct steps in 1..n.
fn steps<R: Read>(input: &mut Reader<R>, n: u64) -> Result<Vec<u32>, Error> {
    let k = input.value("k")?;
    if k == 0 || k >= n {
        return Err(input.domain_error(format!("k in 1..={}", n - 1), k));
    }
    let (mut seen, mut steps) = (vec![false; n as usize], Vec::new());
    for _ in 0..k {
        let x = input.value("a step")?;
        if x == 0 || x >= n || seen[x as usize] {
            let expected = format!("a step in 1..{} not given before", n);
            return Err(input.domain_error(expected, x));
        }
        seen[x as usize] = true;
        steps.push(x as u32);
    }
    Ok(steps)
}

/// Answers the game of `input` on `output`: two lines of n - 1 words.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(n) = input.value_or_end()? else {
            return Ok(());
        };
        if !(2..=1_000_000).contains(&n) {
            return Err(input.domain_error("n in 2..=1000000", n));
        }
        let rick = steps(input, n)?;
        let morty = steps(input, n)?;
        for line in berzerk::outcomes(n as u32, [&rick, &morty]) {
            for (i, outcome) in line.iter().enumerate() {
                output.text(match (i, outcome) {
                    (0, _) => "",
                    _ => " ",
                })?;
                output.text(match outcome {
                    Outcome::Win => "Win",
                    Outcome::Lose => "Lose",
                    Outcome::Draw => "Loop",
                })?;
            }
            output.text("\n")?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "cf786a",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
