//! HDU 1536 — S-Nim (also POJ 2960), the Sprague-Grundy template as a judge problem.
//!
//! Nim on several heaps where a move removes exactly `s` stones from one heap, for some `s` in a
//! set `S`; whoever cannot move loses. By Sprague-Grundy a position is lost for the player to
//! move exactly when the xor of its heaps' Grundy values is 0, and the values of the subtraction
//! game over `S` are eventually periodic (a repeated window of `max(S)` values fixes everything
//! after it), so a heap of any `u64` size is answered exactly
//! ([`impartial::subtraction::SubtractionGame`]). Input: cases `k s_1 ... s_k`, `m`, then m
//! positions `l h_1 ... h_l`, until `k = 0` or the end of input; nothing after the `0` is read.
//! Output: per case one line of m letters, `W` (the first player wins) or `L`. Beyond the judge:
//! `S` unsorted with repeats, heaps up to `u64::MAX`, k, m and l as large as the input backs
//! them; `s = 0` is a domain error at its token; a set whose Grundy sequence does not repeat
//! within the search limit (10^7 values) is a domain error at the case's `k` when a heap beyond
//! the tabulated values needs the period. A case's line is written once the case is complete.
use impartial::io::{self, Error};
use impartial::subtraction::{SubtractionGame, SEARCH_LIMIT};
use std::io::{Read, Write};

/// Answers every case of `input` before `k = 0` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let mut moves = Vec::new();
        let mut line = Vec::new();
        while let Some(k) = input.value_or_end()? {
            if k == 0 {
                break;
            }
            let k_at = input.last_token();
            moves.clear();
            input.values(k, 1, "a move", &mut moves)?;
            let mut game = SubtractionGame::new(&moves, SEARCH_LIMIT);
            line.clear();
            for _ in 0..input.value("m")? {
                let mut sum = 0;
                for _ in 0..input.value("l")? {
                    let heap = input.value("a heap size")?;
                    sum ^= game.grundy(heap).map_err(|e| Error::Input {
                        line: k_at.line,
                        column: k_at.column,
                        message: e.to_string(),
                    })?;
                }
                line.push(if sum != 0 { b'W' } else { b'L' });
            }
            line.push(b'\n');
            output.bytes(&line)?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu1536",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
