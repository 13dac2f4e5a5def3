//! Luogu P6560 — [SBCOI2020] 时光的流逝 (games on arbitrary graphs).
//!
//! A token on a directed graph, possibly with cycles, starts at x; players alternately move it
//! along an edge; whoever moves it onto the target y wins, whoever cannot move loses. Answer `1`
//! if the first player can force a win, `-1` if the second can, `0` if the game goes on forever.
//! Retrograde analysis per target with out-degree counters ([`impartial::cyclic::TargetGame`]):
//! the queries are read first and grouped by target, so each distinct target costs one
//! O(n + m) pass. Input: `n m q`, m edges `u v`, q queries `x y`; n is only a range (vertex ids
//! get dense indices as they appear), memory follows m and q. A vertex outside `1..=n` is
//! reported at its token, `x = y` at the y token, after the answers to the queries before it.
use impartial::cyclic::{Outcome, TargetGame};
use impartial::graph::IdMap;
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
        let (mut ids, mut moves) = (IdMap::default(), Vec::new());
        for _ in 0..m {
            let u = vertex(input, n, "a vertex")?;
            let v = vertex(input, n, "a vertex")?;
            moves.push((ids.index(u), ids.index(v)));
        }
        // (target, start, number)
        let mut queries = Vec::new();
        let mut read = || {
            for i in 0..q {
                let x = vertex(input, n, "a start")?;
                let y = vertex(input, n, "a target")?;
                if x == y {
                    return Err(input.domain_error(format!("a target other than {}", x), y));
                }
                queries.push((ids.index(y), ids.index(x), i));
            }
            Ok(())
        };
        let fault = read();
        let mut game = TargetGame::new(ids.ids.len(), &moves);
        let mut answers = vec![""; queries.len()];
        queries.sort_unstable();
        for (k, &(target, start, i)) in queries.iter().enumerate() {
            if k == 0 || queries[k - 1].0 != target {
                game.solve(target);
            }
            answers[i as usize] = match game.outcome(start) {
                Outcome::Win => "1\n",
                Outcome::Lose => "-1\n",
                Outcome::Draw => "0\n",
            };
        }
        for answer in answers {
            output.text(answer)?;
        }
        fault
    })
}

fn main() {
    io::exit_on_error(
        "luogu6560",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
