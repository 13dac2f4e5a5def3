//! HDU 3094 — A tree game.
//!
//! Green Hackenbush on a tree rooted at vertex 1: a move deletes an edge and every edge no longer
//! connected to the root; whoever cannot move loses; Alice moves first. By the colon principle a
//! vertex is worth the xor over its children of (the child's value + 1), and Alice wins iff the
//! root's value is non-zero ([`impartial::hackenbush::tree_value`]; the tree is rooted breadth
//! first, no recursion). Input: `T`, then T cases `N` and N-1 edges `I J` in any order and
//! orientation. Vertex ids are only a range: they get dense indices as they appear
//! ([`impartial::graph::IdMap`]), so memory follows the edges read, not N. `N = 0` is reported at
//! its token, a vertex outside `1..=N` at its token, and an edge whose ends earlier edges already
//! join (a repeated edge, a self-loop) at its second vertex; with N-1 edges and none of those,
//! the edges form a tree. Nothing after the T-th case is read.
use impartial::graph::{Arcs, Csr, IdMap, UnionFind};
use impartial::hackenbush;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers each of the T cases of `input` on `output` (`Alice` or `Bob`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let cases = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        let (mut ids, mut edges) = (IdMap::default(), Vec::new());
        let mut sets = UnionFind::default();
        for _ in 0..cases {
            let n = input.value("N")?;
            if n == 0 {
                return Err(input.domain_error("N >= 1", 0));
            }
            ids.forget();
            edges.clear();
            sets.parent.clear();
            for _ in 1..n {
                let mut ends = [0; 2];
                for end in ends.iter_mut() {
                    *end = input.value("a vertex")?;
                    if *end == 0 || *end > n {
                        let expected = format!("a vertex in 1..={}", n);
                        return Err(input.domain_error(expected, *end));
                    }
                }
                let (a, b) = (ids.index(ends[0]), ids.index(ends[1]));
                if !sets.union(a, b) {
                    let found = format!("{} - {}, which closes a cycle", ends[0], ends[1]);
                    return Err(input.domain_error("an edge of a tree", found));
                }
                edges.push((a, b));
            }
            let root = ids.index(1);
            let g = Csr::from_edges(ids.ids.len(), &edges, Arcs::Both);
            let value = hackenbush::tree_value(&g, root);
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
