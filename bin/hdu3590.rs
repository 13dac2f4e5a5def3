//! HDU 3590 — PP and QQ.
//!
//! Several trees, each rooted at its vertex 1; a move cuts an edge of one tree and removes every
//! part no longer connected to that tree's root; the player who cannot move wins; PP moves first.
//! The judge's answer is the SJ theorem (Anti-SG) over the trees' Green Hackenbush values: each
//! tree is valued by the colon principle ([`impartial::hackenbush::tree_value`], rooted breadth
//! first, no recursion), and PP wins iff (the xor is non-zero and some value exceeds 1) or (the
//! xor is 0 and none does) ([`impartial::misere::sj_is_p_position`], kept as a running xor and flag;
//! [`impartial::misere_hackenbush::sj_is_p_position`] is the same rule on a list). That is not the
//! real game on every forest (a tree of value 0 can still have moves; see
//! [`impartial::misere_hackenbush`]), but it is what the judge accepts, so it is what this
//! prints. Input: test cases to end of input, each `N` and N trees `m` with m - 1 edges `a b`
//! (any order and orientation, read by [`impartial::io::tree::read_tree`]). Vertex ids are only a
//! range: memory follows the edges read. `m = 0` is refused at its token, a vertex outside `1..=m`
//! at its token, and an edge whose ends earlier edges of its tree already join at its second
//! vertex.
use impartial::graph::{Arcs, Csr};
use impartial::io::{self, tree, Error};
use impartial::{hackenbush, misere};
use std::io::{Read, Write};

/// Answers each test case of `input` on `output` (`PP` or `QQ`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(trees) = input.value_or_end()? {
            let (mut xor, mut any_above_one) = (0, false);
            for _ in 0..trees {
                let m = input.value("m")?;
                if m == 0 {
                    return Err(input.domain_error("m >= 1", 0));
                }
                let edges = tree::read_tree(input, m, 1)?;
                let g = Csr::from_edges(edges.len() + 1, &edges, Arcs::Both);
                let value = hackenbush::tree_value(&g, 0);
                xor ^= u64::from(value);
                any_above_one |= value > 1;
            }
            let pp_loses = misere::sj_is_p_position(xor, any_above_one);
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
