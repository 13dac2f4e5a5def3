//! SPOJ COT3 — Combat on a tree.
//!
//! A tree of n nodes rooted at node 1, each white or black; a move picks a white node v and
//! blackens every node on the path from 1 to v; whoever cannot move loses; Alice moves first.
//! After a move the subtrees hanging off the blackened path are independent games, so each
//! subtree's set of option values is its children's sets, xored with a lazy tag and merged in a
//! binary trie, and its value is their mex; a first move wins when what it leaves has value 0
//! ([`impartial::combat`], O(n log n), no recursion along the tree). Input: `n`, the colours
//! `c_1 .. c_n` (`0` white, `1` black), then n - 1 edges `u v` in any order and orientation.
//! Output: every winning first move in increasing order, one per line, or `-1` when there is
//! none. Beyond the judge's n <= 10^5: n as large as the input backs (storage grows with the
//! colours read, and every id in range has one, so it fits an index). `n = 0`, a colour other
//! than 0 or 1, a node outside `1..=n` (each at its token) and an edge whose ends earlier edges
//! already join (a repeated edge, a self-loop; at its second node) are domain errors; with n - 1
//! edges and none of those, the edges form a tree. An empty input has no answer; nothing after
//! the last edge is read.
use impartial::combat;
use impartial::graph::UnionFind;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers the tree of `input` on `output`: the winning first moves, or `-1`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(n) = input.value_or_end()? else {
            return Ok(());
        };
        if n == 0 {
            return Err(input.domain_error("n >= 1", 0));
        }
        let mut white = Vec::new();
        for _ in 0..n {
            let c = input.value("a colour")?;
            if c > 1 {
                return Err(input.domain_error("a colour 0 or 1", c));
            }
            white.push(c == 0);
        }
        let (mut edges, mut sets) = (Vec::new(), UnionFind::default());
        for _ in 1..n {
            let mut ends = [0; 2];
            for end in ends.iter_mut() {
                *end = input.value("a node")?;
                if *end == 0 || *end > n {
                    return Err(input.domain_error(format!("a node in 1..={}", n), *end));
                }
            }
            let (a, b) = (ends[0] as u32 - 1, ends[1] as u32 - 1);
            if !sets.union(a, b) {
                let edge = format!("{} - {}", ends[0], ends[1]);
                return Err(input.domain_error("an edge that closes no cycle", edge));
            }
            edges.push((a, b));
        }
        let wins = combat::winning_moves(&edges, 0, &white);
        if wins.is_empty() {
            output.text("-1\n")?;
        }
        // Text, not the writer's digits: the submission must fit 16 KiB.
        for v in wins {
            output.text(&format!("{}\n", v + 1))?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "spoj_cot3",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
