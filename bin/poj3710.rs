//! POJ 3710 — Christmas Game.
//!
//! Green Hackenbush on several pictures, each rooted at its vertex 1: a move cuts one edge of one
//! picture, and everything no longer connected to that picture's root falls away; whoever cannot
//! move loses; Sally moves first. By the fusion principle each 2-edge-connected block is worth
//! the parity of its edge count (loops and parallel edges included), hung on the tree of bridges
//! by the colon principle ([`impartial::hackenbush::graph_value`], iterative bridge search); the
//! pictures add (xor) and Sally wins iff the sum is non-zero. Input to end of input: `N`, then N
//! pictures `m k` with k edges `a b`. Beyond the judge's cacti: any multigraph, answered as the
//! real game; edges not connected to vertex 1 are out of play; m is only a range (vertex ids get
//! dense indices as they appear, so memory follows k). A vertex outside `1..=m` is reported at its
//! token.
use impartial::graph::{Arcs, Csr, IdMap};
use impartial::hackenbush;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers every test case of `input` on `output` (`Sally` or `Harry`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let (mut ids, mut edges) = (IdMap::default(), Vec::new());
        while let Some(pictures) = input.value_or_end()? {
            let mut sum = 0;
            for _ in 0..pictures {
                let m = input.value("m")?;
                let k = input.value("k")?;
                ids.forget();
                edges.clear();
                for _ in 0..k {
                    let mut ends = [0; 2];
                    for end in ends.iter_mut() {
                        let v = input.value("a vertex")?;
                        if v == 0 || v > m {
                            return Err(input.domain_error(format!("a vertex in 1..={}", m), v));
                        }
                        *end = ids.index(v);
                    }
                    edges.push((ends[0], ends[1]));
                }
                let root = ids.index(1);
                let g = Csr::from_edges(ids.ids.len(), &edges, Arcs::Both);
                sum ^= hackenbush::graph_value(&g, root);
            }
            output.text(if sum != 0 { "Sally\n" } else { "Harry\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "poj3710",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
