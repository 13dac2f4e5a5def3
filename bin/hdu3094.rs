//! HDU 3094 — A tree game.
//!
//! Green Hackenbush on a tree rooted at vertex 1: a move deletes an edge and every edge no longer
//! connected to the root; whoever cannot move loses; Alice moves first. By the colon principle a
//! vertex is worth the xor over its children of (the child's value + 1), and Alice wins iff the
//! root's value is non-zero ([`impartial::hackenbush::tree_value`]; the tree is rooted breadth
//! first, no recursion). Input: `T`, then T cases `N` and N-1 edges `I J` in any order and
//! orientation, read by [`impartial::io::tree::read_tree`]. Vertex ids are only a range: they
//! get dense indices as they appear, so memory follows the edges read, not N. `N = 0` is
//! reported at its token, a vertex outside `1..=N` at its token, and an edge whose ends earlier
//! edges already join (a repeated edge, a self-loop) at its second vertex; with N-1 edges and
//! none of those, the edges form a tree. Nothing after the T-th case is read.
use impartial::graph::{Arcs, Csr};
use impartial::hackenbush;
use impartial::io::{self, tree, Error};
use std::io::{Read, Write};

/// Answers each of the T cases of `input` on `output` (`Alice` or `Bob`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let cases = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        for _ in 0..cases {
            let n = input.value("N")?;
            if n == 0 {
                return Err(input.domain_error("N >= 1", 0));
            }
            let edges = tree::read_tree(input, n, 1)?;
            let g = Csr::from_edges(edges.len() + 1, &edges, Arcs::Both);
            let value = hackenbush::tree_value(&g, 0);
            output.text(if value != 0 { "Alice\n" } else { "Bob\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu3094",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
