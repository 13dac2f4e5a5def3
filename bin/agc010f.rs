//! AtCoder AGC010 F — Tree Game.
//!
//! A tree of N vertices, vertex v holding A_v stones; Takahashi puts a piece on a vertex, then
//! the players, Takahashi first, alternately take a stone from the piece's vertex and move the
//! piece to a neighbour; whoever cannot take a stone loses. The player to move wins from v iff
//! some neighbour c has strictly fewer stones and loses once v is taken away; every start is
//! decided at once by rerooting ([`impartial::tree_game::winning_starts`], breadth first, no
//! recursion). Input: `N`, `A_1 ... A_N`, then N - 1 edges `a b` in any order and orientation
//! ([`impartial::io::tree::read_tree`]). Output: the winning starts, increasing, on one line
//! (empty if none; N = 1 has none: the first move cannot reach a neighbour). `N = 0` is refused
//! at its token, a vertex outside `1..=N` at its token, and an edge whose ends earlier edges
//! already join (a repeated edge, a self-loop) at its second vertex.
use impartial::io::{self, tree, Error};
use impartial::tree_game;
use std::io::{Read, Write};

/// Answers the tree of `input` on `output`: one line of winning start vertices.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(n) = input.value_or_end()? else {
            return Ok(());
        };
        if n == 0 {
            return Err(input.domain_error("N >= 1", 0));
        }
        let mut stones = Vec::new();
        for _ in 0..n {
            stones.push(input.value("A_i")?);
        }
        // Every id has its stones already: id v is index v - 1.
        let edges = tree::read_tree(input, n, n)?;
        let wins = tree_game::winning_starts(&edges, &stones);
        // Text, not the writer's digits: the submission must fit 16 KiB.
        let line: Vec<String> = (1..=n)
            .zip(wins)
            .filter(|w| w.1)
            .map(|w| w.0.to_string())
            .collect();
        output.text(&(line.join(" ") + "\n"))?;
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "agc010f",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
