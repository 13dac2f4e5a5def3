//! LeetCode 292 — Nim Game (the title problem of the first seed).
//!
//! A heap of n stones; players alternately remove 1, 2 or 3; whoever removes the last stone wins;
//! you move first. This is the Bash game with m = 3: you lose exactly when `n ≡ 0 (mod 4)`
//! ([`impartial::bash::is_p_position`]): every move from a multiple of 4 leaves a non-multiple,
//! and from a non-multiple taking `n mod 4` leaves a multiple. Input: integers n to EOF. Output:
//! `true` if you win, else `false`. Beyond the judge's `1 <= n <= 2^31 - 1`: any n in `u64`;
//! n = 0 -> `false`.
//!
//! LeetCode takes no program but a method: [`Solution::can_win_nim`] is that method, written to
//! stand alone (`make bundle` copies its `impl Solution` block with the library code it calls).
use impartial::bash;
use impartial::io::{self, Error, Short};
use std::io::{Read, Write};

/// Answers every n of `input` on `output` (`true` if the first player wins, else `false`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        // Indexed by "you lose": a table, not a branch the data would make unpredictable.
        const ANSWER: [Short; 2] = [Short::new("true\n"), Short::new("false\n")];
        input.records(["n"], |[n]| {
            output.short(ANSWER[usize::from(bash::is_p_position(n, 3))])?;
            Ok(())
        })
    })
}

/// LeetCode's holder of the method (LeetCode declares it itself); the stdin program does not
/// use it.
pub struct Solution;

impl Solution {
    /// Whether you win Nim Game with `n` stones: `n mod 4 != 0` (Bash with m = 3). A negative
    /// `n` (outside LeetCode's `1 <= n <= 2^31 - 1`) is a heap with no stones to take, so you
    /// lose: `false`, as for `n = 0`.
    pub fn can_win_nim(n: i32) -> bool {
        match u64::try_from(n) {
            Ok(stones) => !bash::is_p_position(stones, 3),
            Err(_) => false,
        }
    }
}

fn main() {
    io::exit_on_error(
        "leetcode292",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
