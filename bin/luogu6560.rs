//! Luogu P6560 — \[SBCOI2020\] 时光的流逝 (games on arbitrary graphs).
//!
//! A token on a directed graph, possibly with cycles, starts at x; players alternately move it
//! along an edge; whoever moves it onto the target y wins, whoever cannot move loses. Answer `1`
//! if the first player can force a win, `-1` if the second can, `0` if the game goes on forever.
//! Retrograde analysis per target with out-degree counters ([`impartial::cyclic::TargetGame`]):
//! each distinct target costs one O(n + m) pass, and its labels are kept for the queries that
//! ask it again; each query is answered as it arrives. Input: `n m q`, m edges `u v`, q queries
//! `x y`; n is only a range (vertex ids get dense indices by rank), memory follows m. A
//! vertex outside `1..=n` is reported at its token, `x = y` at the y token.
use impartial::cyclic::{Outcome, TargetGame};
use impartial::io::{self, Error, Reader};
use std::io::{Read, Write};

/// A vertex id in `1..=n`.
fn vertex<R: Read>(input: &mut Reader<R>, n: u64, what: &str) -> Result<u64, Error> {
    let v = input.value(what)?;
    if v == 0 || v > n {
        return Err(input.domain_error(format!("{} in 1..={}", what, n), v));
    }
    Ok(v)
}

/// Answers the q queries of `input` on `output`, one line each.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(n) = input.value_or_end()? else {
            return Ok(());
        };
        let m = input.value("m")?;
        let q = input.value("q")?;
        let mut edges = Vec::new();
        for _ in 0..m {
            edges.push([vertex(input, n, "a vertex")?, vertex(input, n, "a vertex")?]);
        }
        // Dense indices: ranks of the ids on edges; any other id has no moves.
        let mut ids: Vec<u64> = edges.concat();
        ids.sort_unstable();
        ids.dedup();
        let other = ids.len() as u32;
        let at = |v| ids.binary_search(&v).map_or(other, |i| i as u32);
        let moves: Vec<(u32, u32)> = edges.iter().map(|&[u, v]| (at(u), at(v))).collect();
        let mut game = TargetGame::new(ids.len() + 1, &moves);
        for _ in 0..q {
            let x = vertex(input, n, "a start")?;
            let y = vertex(input, n, "a target")?;
            if x == y {
                return Err(input.domain_error(format!("a target other than {}", x), y));
            }
            output.text(match game.outcome(at(x), at(y)) {
                Outcome::Win => "1\n",
                Outcome::Lose => "-1\n",
                Outcome::Draw => "0\n",
            })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "luogu6560",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
