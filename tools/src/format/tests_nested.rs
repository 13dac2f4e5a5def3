//! Records nested in a case (a case's trees, pictures or queries), counted by a variable of
//! the case or ended by a terminator line: generated, checked, read back, shrunk and rendered
//! from one description.

use super::cut::{self, Dim};
use super::spec_shape::FormatShape;
use super::tests::{draws, ints, spec};
use super::tests_records::shrunk;
use super::*;
use crate::input::{Framing, Shape};

const FORESTS: &str = "The input consists of several test cases.
Each case is given in the following format:
N
tree_1
:
tree_N
Each tree is given in the following format:
m
a_1 b_1
:
a_{m-1} b_{m-1}
Process to the end of file.
---
1 <= N <= 5
2 <= m <= 10
1 <= a_i, b_i <= m
The given graph is a tree.
";

#[test]
fn nested_records_counted_by_their_case() {
    let f = spec(FORESTS);
    let nested = f.nested().unwrap();
    let (n, m) = (f.var("N").unwrap(), f.var("m").unwrap());
    assert_eq!(nested.count(), Some(n));
    assert_eq!(
        (f.vars[n].scope, f.vars[m].scope),
        (Scope::Case, Scope::Inner)
    );
    let mut sizes = std::collections::HashSet::new();
    for inst in draws(&f, 100, 31) {
        for c in &inst.cases {
            assert_eq!(c.records.len() as i128, c.int(n).unwrap());
            for tree in &c.records {
                let vertices = tree.int(m).unwrap();
                sizes.insert(vertices);
                assert_eq!(ints(tree, &f, "a").len() as i128, vertices - 1);
            }
        }
    }
    assert!(sizes.contains(&2) && sizes.contains(&10), "{:?}", sizes);
    // Read back: a broken tree says where; check names the nested record and its case.
    let text = "2\n2\n1 2\n3\n1 2\n2 3\n1\n2\n2 1\n";
    let inst = f.read(text).unwrap();
    f.check(&inst).unwrap();
    assert_eq!(f.render(&inst), text);
    let e = f.read("2\n2\n1 2\n3\n1 2\n").unwrap_err();
    assert_eq!(e.line, 6, "{}", e);
    let e = f.check(&f.read("1\n3\n1 2\n1 2\n").unwrap()).unwrap_err();
    assert!(e.contains("nested record 1 in case 1"), "{}", e);
    let big = "1\n11\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n8 9\n9 10\n10 11\n";
    let e = f.check(&f.read(big).unwrap()).unwrap_err();
    assert!(e.contains("in nested record 1"), "{}", e);
    // Cuts: a tree goes and N falls; a tree loses leaves and stays a tree.
    let dims = cut::dims(&f, &inst);
    assert!(dims.contains(&Dim::Records { case: 0 }), "{:?}", dims);
    let out = cut::remove(&f, &inst, Dim::Records { case: 0 }, &[1]).unwrap();
    f.check(&out).unwrap();
    assert_eq!(f.render(&out), "1\n2\n1 2\n1\n2\n2 1\n");
    let tree = dims
        .iter()
        .copied()
        .find(|d| matches!(d, Dim::Count { var, .. } if *var == m) && cut::len(&inst, *d) == 3)
        .unwrap();
    for set in cut::tree_sets(&f, &inst, tree).unwrap() {
        let out = cut::remove(&f, &inst, tree, &set).unwrap();
        assert!(
            f.check(&out).is_ok() || f.render(&out).contains("\n1\n"),
            "{}",
            f.render(&out)
        );
    }
}

#[test]
fn nested_records_shrink_to_the_tree_that_fails() {
    let f = spec(FORESTS);
    let (a, b) = (f.var("a").unwrap(), f.var("b").unwrap());
    // Fails while some tree has a vertex of degree 3 or more.
    let start = "2\n3\n1 2\n2 3\n5\n1 2\n1 3\n1 4\n4 5\n1\n2\n1 2\n";
    let got = shrunk(&f, start, &|i| {
        i.cases.iter().flat_map(|c| &c.records).any(|t| {
            let (Some(Value::Ints(us)), Some(Value::Ints(vs))) = (&t.values[a], &t.values[b])
            else {
                return false;
            };
            let mut degree = std::collections::HashMap::new();
            for x in us.iter().chain(vs) {
                *degree.entry(*x).or_insert(0) += 1;
            }
            degree.values().any(|&d| d >= 3)
        })
    });
    let inst = f.read(&got).unwrap();
    f.check(&inst).unwrap();
    assert_eq!(inst.cases.len(), 1, "{}", got);
    assert_eq!(inst.cases[0].records.len(), 1, "{}", got);
    assert_eq!(
        inst.cases[0].records[0].int(f.var("m").unwrap()),
        Some(4),
        "{}",
        got
    );
}

const QUERIES: &str = "The input consists of several test cases.
Each case is given in the following format:
N
query_1
query_2
:
Each query is given in the following format:
M p_1 ... p_M
The queries end with a line `0`.
Process to the end of file.
---
1 <= N <= 10
1 <= M <= 5
0 <= p_i <= N - 1
";

#[test]
fn nested_records_until_a_terminator_line() {
    let f = spec(QUERIES);
    assert_eq!(f.cases.as_ref().unwrap().until, Until::End);
    let nested = f.nested().unwrap();
    assert_eq!(nested.terminator(), Some(&["0".to_string()][..]));
    assert_eq!(*FormatShape::new(&f, None).framing(), Framing::ToEof);
    let (n, m) = (f.var("N").unwrap(), f.var("M").unwrap());
    let mut counts = std::collections::HashSet::new();
    for inst in draws(&f, 100, 32) {
        let text = f.render(&inst);
        // Every case ends with its `0`, and no query reads as it.
        assert_eq!(text.lines().filter(|l| *l == "0").count(), inst.cases.len());
        for c in &inst.cases {
            counts.insert(c.records.len());
            for q in &c.records {
                assert!((1..=5).contains(&q.int(m).unwrap()));
                let top = c.int(n).unwrap();
                assert!(ints(q, &f, "p").iter().all(|&p| (0..top).contains(&p)));
            }
        }
    }
    assert!(
        counts.contains(&0) && counts.iter().any(|&k| k > 3),
        "{:?}",
        counts
    );
    // Read back; the terminator is required, and a query outside 0..N-1 fails the check.
    let inst = f.read("3\n2 0 1\n0\n2\n0\n").unwrap();
    assert_eq!(inst.cases.len(), 2);
    assert_eq!(inst.cases[0].records.len(), 1);
    f.check(&inst).unwrap();
    let e = f.read("3\n2 0 1\n").unwrap_err();
    assert!(e.message.contains("\"0\""), "{}", e);
    let e = f.check(&f.read("3\n1 3\n0\n").unwrap()).unwrap_err();
    assert!(e.contains("nested record 1"), "{}", e);
    // A query removed; the terminator stays.
    let inst = f.read("3\n2 0 1\n1 2\n0\n").unwrap();
    let out = cut::remove(&f, &inst, Dim::Records { case: 0 }, &[0]).unwrap();
    assert_eq!(f.render(&out), "3\n1 2\n0\n");
}

#[test]
fn nested_records_until_a_terminator_shrink_and_keep_it() {
    let f = spec(QUERIES);
    let p = f.var("p").unwrap();
    // Fails while some query names one position twice.
    let start = "4\n2 0 1\n3 3 2 3\n0\n2\n1 1\n0\n";
    let got = shrunk(&f, start, &|i| {
        i.cases
            .iter()
            .flat_map(|c| &c.records)
            .any(|q| match &q.values[p] {
                Some(Value::Ints(xs)) => (0..xs.len()).any(|k| xs[k + 1..].contains(&xs[k])),
                _ => false,
            })
    });
    assert_eq!(got, "1\n2 0 0\n0\n");
}

#[test]
fn nested_forms_refused_with_their_line() {
    for (text, line, says) in [
        (
            "N\nquery_1\n:\nEach query is given in the following format:\nM\n---\n1 <= N <= 3\n1 <= M <= 3\n",
            4,
            "no sentence",
        ),
        (
            "T\ncase_1\n:\ncase_T\nEach case is given in the following format:\nN\nquery_1\n:\nEach query is given in the following format:\nM\nThe queries end with the end of the input.\n---\n1 <= T <= 3\n1 <= N <= 3\n1 <= M <= 3\n",
            9,
            "no sentence",
        ),
        (
            "N\ntree_1\n:\ntree_N\nEach tree is given in the following format:\nm\n---\n1 <= N <= 3\n1 <= m <= 3\n",
            2,
            "outside a case",
        ),
    ] {
        let e = Format::parse(text).unwrap_err();
        assert_eq!(e.line, line, "{}: {}", text, e);
        assert!(e.to_string().contains(says), "{}: {}", text, e);
    }
}
