//! Reading a tree given as its edges: `n - 1` pairs `a b` of vertex ids `1..=n`, in any order
//! and orientation, as judge problems on trees give them.
//!
//! The contract's rule for such input: a vertex id outside `1..=n` is a domain error at its
//! token, and so is an edge whose two ends earlier edges already join (a repeated edge, a
//! self-loop, a cycle), at its second vertex token. With `n - 1` edges and no such edge, the
//! edges form a tree (a disconnected set of `n - 1` edges would close a cycle). `n` is only a
//! range: ids get dense indices as they appear ([`IdMap`]), so memory follows the edges read.

use super::{Error, Reader};
use crate::graph::{IdMap, UnionFind};
use std::io::Read;

/// Reads the `n - 1` edges of a tree on the ids `1..=n` and returns them on dense indices, in
/// input order: the ids `1..=named` get `0..named` (the root alone, or every vertex when the
/// caller already holds something for each), the others the next indices as they appear, so
/// the tree's vertices are `0..=edges.len()`. Errors: an id outside `1..=n` at its token, an
/// edge joining two vertices already connected at its second vertex, a cut-off edge at the end
/// of input.
///
/// # Complexity
/// O(n) expected; memory O(edges read + `named`).
///
/// ```
/// use impartial::io::{tree::read_tree, Reader};
/// let mut input = Reader::new(&b"3 1\n1 2\n1 1"[..]);
/// // Ids 1, 3, 2 are 0, 1, 2.
/// assert_eq!(read_tree(&mut input, 3, 1).unwrap(), [(1, 0), (0, 2)]);
/// let e = read_tree(&mut input, 2, 2).unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "line 3, column 3: expected an edge of a tree, found 1 - 1, which closes a cycle"
/// );
/// ```
pub fn read_tree<R: Read>(
    input: &mut Reader<R>,
    n: u64,
    named: u64,
) -> Result<Vec<(u32, u32)>, Error> {
    let (mut ids, mut sets, mut edges) = (IdMap::default(), UnionFind::default(), Vec::new());
    for id in 1..=named {
        ids.index(id);
    }
    for _ in 1..n {
        let mut ends = [0; 2];
        for end in ends.iter_mut() {
            *end = input.value("a vertex")?;
            if *end == 0 || *end > n {
                return Err(input.domain_error(format!("a vertex in 1..={}", n), *end));
            }
        }
        let (a, b) = (ids.index(ends[0]), ids.index(ends[1]));
        if !sets.union(a, b) {
            let found = format!("{} - {}, which closes a cycle", ends[0], ends[1]);
            return Err(input.domain_error("an edge of a tree", found));
        }
        edges.push((a, b));
    }
    Ok(edges)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, n: u64, named: u64) -> Result<Vec<(u32, u32)>, String> {
        read_tree(&mut Reader::new(text.as_bytes()), n, named).map_err(|e| e.to_string())
    }

    #[test]
    fn trees_and_the_errors_at_their_tokens() {
        assert_eq!(read("", 1, 1), Ok(vec![]));
        assert_eq!(read("7", 1, 0), Ok(vec![]));
        // Every id named: index = id - 1; the root alone: the rest as they appear.
        assert_eq!(read("3 2\n2 1", 3, 3), Ok(vec![(2, 1), (1, 0)]));
        assert_eq!(read("3 2\n2 1", 3, 1), Ok(vec![(1, 2), (2, 0)]));
        // n is only a range: ids near u64::MAX take no memory of their size.
        let big = format!("{} 1", u64::MAX);
        assert_eq!(
            read(&big, 2, 1),
            Err("line 1, column 1: expected a vertex in 1..=2, found 18446744073709551615".into())
        );
        assert_eq!(
            read(&big, u64::MAX, 1),
            Err("line 1, column 23: expected a vertex, found end of input".into())
        );
        assert_eq!(
            read("1 2\n0 1", 3, 1),
            Err("line 2, column 1: expected a vertex in 1..=3, found 0".into())
        );
        let cycle = |at: &str, edge: &str| {
            Err(format!(
                "{}: expected an edge of a tree, found {}, which closes a cycle",
                at, edge
            ))
        };
        assert_eq!(read("1 2\n2 1", 3, 1), cycle("line 2, column 3", "2 - 1"));
        assert_eq!(read("1 2\n3 3", 3, 1), cycle("line 2, column 3", "3 - 3"));
        // A cycle that only the third edge closes; the fourth is never read.
        assert_eq!(
            read("1 2 3 4 4 3 x", 5, 1),
            cycle("line 1, column 11", "4 - 3")
        );
    }

    #[test]
    fn a_deep_path_in_reverse() {
        let n = 100_000u32;
        let text: String = (1..n).rev().map(|v| format!("{} {}\n", v + 1, v)).collect();
        let edges = read(&text, u64::from(n), 1).expect("a path");
        // 1 is 0, then n, n - 1, ..., 2 as they appear.
        assert_eq!(edges[0], (1, 2));
        assert_eq!(edges[n as usize - 2], (n - 1, 0));
    }
}
