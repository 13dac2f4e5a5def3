//! The forms judge statements use beyond AtCoder's: records until the end of the input, records
//! until a terminator line, words and grids as text, and the statement's own variable names;
//! each generated, checked, read back, shrunk and rendered from one description.

use super::cut::{self, Dim};
use super::spec_shape::FormatShape;
use super::tests::{draws, ints, spec};
use super::*;
use crate::input::{Framing, Input, Shape};
use crate::stress::shrink::shrink;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

static GO: AtomicBool = AtomicBool::new(false);

/// `start` shrunk through the spec's shape while `fails` holds; the result rendered.
pub(super) fn shrunk(f: &Format, start: &str, fails: &dyn Fn(&Instance) -> bool) -> String {
    let shape = FormatShape::new(f, None);
    let inst = f.read(start).unwrap_or_else(|e| panic!("{}\n{}", e, start));
    f.check(&inst).unwrap();
    let input = shape.input(&inst);
    assert!(shape.admits(&input));
    assert_eq!(shape.render(&input), start);
    let mut test = |input: &Input| shape.instance(input).is_some_and(|i| fails(&i));
    let deadline = Instant::now() + Duration::from_secs(30);
    let s = shrink(&shape, input, &mut test, deadline, &GO);
    shape.render(&s.input)
}

const TO_EOF: &str = "The input consists of several test cases.
Each case is given in the following format:
N M
A_1 A_2 ... A_N
Process to the end of file.
---
1 <= N <= 100
1 <= M <= 10^9
1 <= A_i <= M
";

#[test]
fn records_until_the_end_of_the_input() {
    let f = spec(TO_EOF);
    let cases = f.cases.as_ref().unwrap();
    assert_eq!(cases.until, Until::End);
    assert!(f.top.is_empty());
    let all = draws(&f, 120, 11);
    assert!(all.iter().all(|i| !i.cases.is_empty()));
    assert!(all.iter().any(|i| i.cases.len() == 1));
    assert!(all.iter().any(|i| i.cases.len() > 50));
    // Every record follows its own N, and the text has no count line.
    let (n, m) = (f.var("N").unwrap(), f.var("M").unwrap());
    for inst in &all {
        let text = f.render(inst);
        let lines = inst.cases.len() * 2;
        assert_eq!(text.lines().count(), lines);
        for c in &inst.cases {
            let a = ints(c, &f, "A");
            assert_eq!(a.len() as i128, c.int(n).unwrap());
            assert!(a.iter().all(|&x| 1 <= x && x <= c.int(m).unwrap()));
        }
    }
    // Read back: blank lines after the last record are no record; a broken record says where.
    assert_eq!(f.read("1 5\n3\n2 9\n4 7\n\n\n").unwrap().cases.len(), 2);
    let e = f.read("1 5\n3\n2 9\n4\n").unwrap_err();
    assert_eq!((e.line, e.column), (4, 2), "{}", e);
    let e = f.read("1 5\n3\n2 x\n").unwrap_err();
    assert_eq!((e.line, e.column), (3, 3), "{}", e);
    // Check holds each record to the constraints, naming the record.
    let bad = f.read("1 5\n3\n1 5\n6\n").unwrap();
    assert!(f.check(&bad).unwrap_err().contains("case 2"));
    // Cuts: a record goes, nothing else changes.
    let inst = f.read("1 5\n3\n2 9\n4 7\n1 1\n1\n").unwrap();
    assert_eq!(cut::dims(&f, &inst)[0], Dim::Cases);
    let out = cut::remove(&f, &inst, Dim::Cases, &[0, 2]).unwrap();
    f.check(&out).unwrap();
    assert_eq!(f.render(&out), "2 9\n4 7\n");
}

#[test]
fn records_until_the_end_shrink_as_records() {
    let f = spec(TO_EOF);
    assert_eq!(*FormatShape::new(&f, None).framing(), Framing::ToEof);
    // Fails while some record holds an element above 1000.
    let a = f.var("A").unwrap();
    let got = shrunk(&f, "2 9\n4 7\n3 5000\n10 2000 3\n1 4\n2\n", &|i| {
        i.cases.iter().any(|c| match &c.values[a] {
            Some(Value::Ints(xs)) => xs.iter().any(|&x| x > 1000),
            _ => false,
        })
    });
    assert_eq!(got, "1 1001\n1001\n");
}

const TERMINATED: &str = "N M
A_1 ... A_N
The input ends with a line `0 0`, which is not a test case; ignore what follows it.
---
0 <= N <= 10
0 <= M <= 10
0 <= A_i <= 100
";

#[test]
fn records_until_a_terminator_line() {
    let f = spec(TERMINATED);
    let cases = f.cases.as_ref().unwrap();
    assert_eq!(cases.until, Until::Line(vec!["0".into(), "0".into()]));
    // `0 0` is within the bounds, and often drawn: never as a record.
    let all = draws(&f, 150, 12);
    let (n, m) = (f.var("N").unwrap(), f.var("M").unwrap());
    for inst in &all {
        assert!(inst
            .cases
            .iter()
            .all(|c| (c.int(n), c.int(m)) != (Some(0), Some(0))));
        assert!(f.render(inst).ends_with("\n0 0\n"));
    }
    assert!(all.iter().any(|i| i
        .cases
        .iter()
        .any(|c| c.int(n) == Some(0) || c.int(m) == Some(0))));
    // Reading stops at the terminator; what follows is not read. Records are read by lines:
    // `0 0 7` is a record whose first line is not the terminator.
    let inst = f.read("1 3\n5\n0 0\nnot an input\n").unwrap();
    assert_eq!(inst.cases.len(), 1);
    assert_eq!(f.render(&inst), "1 3\n5\n0 0\n");
    let e = f.read("1 3\n5\n").unwrap_err();
    assert_eq!(e.line, 3, "{}", e);
    assert!(e.message.contains("\"0 0\""), "{}", e);
    assert_eq!(f.read("0 0\n").unwrap().cases.len(), 0);
    // A record that reads as the terminator is refused by check.
    let mut bad = f.read("1 3\n5\n0 0\n").unwrap();
    bad.cases[0].values[n] = Some(Value::Int(0));
    bad.cases[0].values[m] = Some(Value::Int(0));
    bad.cases[0].values[f.var("A").unwrap()] = Some(Value::Ints(Vec::new()));
    assert!(f.check(&bad).unwrap_err().contains("ends the input"));
    // Cuts remove records; the terminator stays.
    let inst = f.read("1 3\n5\n2 1\n4 4\n0 0\n").unwrap();
    let out = cut::remove(&f, &inst, Dim::Cases, &[0]).unwrap();
    assert_eq!(f.render(&out), "2 1\n4 4\n0 0\n");
}

#[test]
fn records_until_a_terminator_shrink_and_keep_it() {
    let f = spec(TERMINATED);
    match FormatShape::new(&f, None).framing() {
        Framing::Terminated(end) => assert_eq!(end.len(), 2),
        other => panic!("{:?}", other),
    }
    // Fails while some record holds an element above 50.
    let a = f.var("A").unwrap();
    let got = shrunk(&f, "1 3\n5\n3 9\n60 70 4\n2 2\n1 99\n0 0\n", &|i| {
        i.cases.iter().any(|c| match &c.values[a] {
            Some(Value::Ints(xs)) => xs.iter().any(|&x| x > 50),
            _ => false,
        })
    });
    assert_eq!(got, "1 0\n51\n0 0\n");
}

#[test]
fn other_terminators_and_sentences() {
    for (sentence, end) in [
        ("The end of input is indicated by a line containing 0.", "0"),
        ("The input is terminated by a line `-1`.", "-1"),
        ("The last line of the input is `END`.", "END"),
    ] {
        let f = spec(&format!("N\n{}\n---\n1 <= N <= 10\n", sentence));
        assert_eq!(
            f.cases.as_ref().unwrap().terminator(),
            Some(&[end.to_string()][..]),
            "{}",
            sentence
        );
        draws(&f, 20, 13);
    }
    // A line given once before records until the end of the input.
    let f = spec("Q\nEach query is given in the following format:\nx\nRead queries until EOF.\n---\n1 <= Q <= 5\n1 <= x <= Q\n");
    let inst = f.read("3\n1\n3\n").unwrap();
    assert_eq!(inst.cases.len(), 2);
    f.check(&inst).unwrap();
    assert!(f.check(&f.read("2\n3\n").unwrap()).is_err());
    draws(&f, 30, 14);
}

#[test]
fn a_word_and_a_grid_as_text() {
    let f = spec("S\nH W\nC_1\n:\nC_H\n---\n1 <= |S| <= 20\nS consists of lowercase English letters.\n1 <= H, W <= 8\nC_i is a string of length W consisting of `.` and `#`.\n");
    let (s, c) = (f.var("S").unwrap(), f.var("C").unwrap());
    let mut lengths = std::collections::HashSet::new();
    for inst in draws(&f, 100, 15) {
        let Some(Value::Str(word)) = &inst.top.values[s] else {
            panic!()
        };
        lengths.insert(word.len());
        let Some(Value::Strs(rows)) = &inst.top.values[c] else {
            panic!()
        };
        assert!(rows.iter().flatten().all(|&b| b == b'.' || b == b'#'));
    }
    assert!(lengths.contains(&1) && lengths.contains(&20));
    let e = f.read("abc\n2 3\n..#\n.x.\n").unwrap_err();
    assert_eq!((e.line, e.column), (4, 1), "{}", e);
    let short = f.read("abc\n2 3\n..#\n..\n").unwrap();
    assert!(f.check(&short).is_err());
    let upper = f.read("aBc\n1 1\n.\n");
    assert!(upper.is_err());
}

#[test]
fn a_statements_own_names_all_work() {
    // Lowercase names, `k` a variable and not the index.
    let f = spec("n k\na_1 ... a_n\n---\n1 <= n <= 10\n1 <= k <= n\n1 <= a_i <= k\n");
    for inst in draws(&f, 40, 16) {
        let k = inst.top.int(f.var("k").unwrap()).unwrap();
        assert!(ints(&inst.top, &f, "a").iter().all(|&x| x <= k));
    }
    // `T` that counts nothing.
    let f = spec("N T\n---\n1 <= N <= 10\n1 <= T <= 100\n");
    assert!(f.cases.is_none());
    draws(&f, 20, 17);
    // Lowercase `t` counting the cases.
    let f = spec("t\ncase_1\n:\ncase_t\nEach test case is given in the following format:\nn\na_1 ... a_n\n---\n1 <= t <= 10\n1 <= n <= 10\n1 <= a_i <= n\n");
    assert_eq!(f.cases.as_ref().unwrap().count(), f.var("t"));
    draws(&f, 20, 18);
    // Variables called `case`, `test`, `i`, `j`, `min` and `max`.
    let f = spec("N\ncase_1\n:\ncase_N\ntest\ni j\nmin max\n---\n1 <= N <= 5\n1 <= case_i <= 9\n1 <= test <= 3\n1 <= i <= j <= 4\n1 <= min <= max <= 10\n");
    assert!(f.cases.is_none());
    for inst in draws(&f, 30, 19) {
        let get = |name: &str| inst.top.int(f.var(name).unwrap()).unwrap();
        assert!(get("i") <= get("j") && get("min") <= get("max"));
        assert!(ints(&inst.top, &f, "case")
            .iter()
            .all(|&x| (1..=9).contains(&x)));
    }
    // `min(` is still the function.
    let f = spec("N M\n---\n1 <= N <= 10\n1 <= M <= min(N, 3)\n");
    for inst in draws(&f, 30, 20) {
        assert!(inst.top.int(f.var("M").unwrap()).unwrap() <= 3);
    }
}

const JAGGED: &str = "N
K_1 A_{1,1} A_{1,2} ... A_{1,K_1}
:
K_N A_{N,1} A_{N,2} ... A_{N,K_N}
---
1 <= N <= 100
1 <= K_i <= 10
1 <= A_{i,j} <= 10^9
";

#[test]
fn jagged_rows_are_drawn_checked_and_read_back() {
    let f = spec(JAGGED);
    let (n, k, a) = (
        f.var("N").unwrap(),
        f.var("K").unwrap(),
        f.var("A").unwrap(),
    );
    assert_eq!(f.vars[a].jagged, Some(k));
    let all = draws(&f, 120, 21);
    let mut lengths = std::collections::HashSet::new();
    for inst in &all {
        let ks = ints(&inst.top, &f, "K");
        assert_eq!(ks.len() as i128, inst.top.int(n).unwrap());
        assert!(ks.iter().all(|&x| (1..=10).contains(&x)));
        lengths.extend(ks.iter().copied());
        let xs = ints(&inst.top, &f, "A");
        assert_eq!(xs.len() as i128, ks.iter().sum::<i128>());
        assert!(xs.iter().all(|&x| (1..=1_000_000_000).contains(&x)));
        // One row per line, its length first.
        let text = f.render(inst);
        for (line, &len) in text.lines().skip(1).zip(ks) {
            assert_eq!(line.split(' ').count() as i128, len + 1, "{}", line);
        }
    }
    assert!(lengths.contains(&1) && lengths.contains(&10));
    // A row shorter than its length says where; an element out of bounds fails the check.
    let e = f.read("2\n2 5 6\n3 1 2\n").unwrap_err();
    assert_eq!((e.line, e.column), (3, 6), "{}", e);
    let e = f.read("2\n2 5 6 7\n1 1\n").unwrap_err();
    assert_eq!((e.line, e.column), (2, 7), "{}", e);
    let bad = f.read("2\n2 5 0\n1 1\n").unwrap();
    assert!(f.check(&bad).is_err());
    let bad = f.read("1\n11 1 1 1 1 1 1 1 1 1 1 1\n").unwrap();
    assert!(f.check(&bad).is_err());
    // Cuts: a row goes with its elements and lowers N; an element lowers its row's length.
    let inst = f.read("3\n2 5 6\n1 7\n3 1 2 3\n").unwrap();
    let dims = cut::dims(&f, &inst);
    assert!(
        dims.contains(&Dim::Elems { case: None, var: a }),
        "{:?}",
        dims
    );
    let rows = Dim::Count { case: None, var: n };
    let out = cut::remove(&f, &inst, rows, &[0, 2]).unwrap();
    assert_eq!(f.render(&out), "1\n1 7\n");
    let elems = Dim::Elems { case: None, var: a };
    let out = cut::remove(&f, &inst, elems, &[0, 4]).unwrap();
    f.check(&out).unwrap();
    assert_eq!(f.render(&out), "3\n1 6\n1 7\n2 1 3\n");
    // A row emptied is refused by check (K_i >= 1), not by the cut.
    let out = cut::remove(&f, &inst, elems, &[2]).unwrap();
    assert!(f.check(&out).is_err());
}

#[test]
fn jagged_rows_shrink_to_the_element_that_fails() {
    let f = spec(JAGGED);
    let a = f.var("A").unwrap();
    // Fails while some row holds two equal elements.
    let got = shrunk(
        &f,
        "3\n2 5 6\n4 9 1 8 9\n1 3\n",
        &|i| match &i.top.values[a] {
            Some(Value::Ints(_)) => {
                let ks = ints(&i.top, &f, "K");
                let xs = ints(&i.top, &f, "A");
                let mut at = 0;
                ks.iter().any(|&k| {
                    let row = &xs[at..at + k as usize];
                    at += k as usize;
                    (0..row.len()).any(|p| row[p + 1..].contains(&row[p]))
                })
            }
            _ => false,
        },
    );
    assert_eq!(got, "1\n2 1 1\n");
}

#[test]
fn jagged_rows_under_a_sum_of_their_lengths() {
    let f = spec(
        "N
K_1 A_{1,1} ... A_{1,K_1}
:
K_N A_{N,1} ... A_{N,K_N}
---
1 <= N <= 2*10^5
1 <= K_i <= 2*10^5
\\sum_{i=1}^{N} K_i <= 2*10^5
1 <= A_{i,j} <= N
",
    );
    let mut largest = 0;
    for inst in draws(&f, 40, 22) {
        let total: i128 = ints(&inst.top, &f, "K").iter().sum();
        assert!(total <= 200_000);
        largest = largest.max(total);
        let n = inst.top.int(f.var("N").unwrap()).unwrap();
        assert!(ints(&inst.top, &f, "A").iter().all(|&x| 1 <= x && x <= n));
    }
    assert!(largest > 10_000, "{}", largest);
    let over = f.read("2\n2 1 1\n1 2\n").unwrap();
    f.check(&over).unwrap();
    let g = spec("N\nK_1 A_{1,1} ... A_{1,K_1}\n:\nK_N A_{N,1} ... A_{N,K_N}\n---\n1 <= N <= 5\n1 <= K_i <= 5\nK_1 + K_2 + ... + K_N <= 4\n1 <= A_{i,j} <= 9\n");
    assert!(g.check(&g.read("2\n2 1 1\n3 1 1 1\n").unwrap()).is_err());
    g.check(&g.read("2\n2 1 1\n2 1 1\n").unwrap()).unwrap();
}

#[test]
fn a_terminator_is_matched_against_a_records_first_line_only() {
    // The record is a count line, then its rows: `0` then rows is a record, `0` alone ends.
    let f = spec("M\nu_1 v_1\n:\nu_M v_M\nThe input ends with a line containing 0.\n---\n0 <= M <= 3\n1 <= u_i, v_i <= 5\n");
    // A row `0 0` inside a record is a row (it breaks `1 <= u_i`, which check says), not the end.
    let inst = f.read("1\n0 0\n2\n1 2\n3 4\n0\n").unwrap();
    assert_eq!(inst.cases.len(), 2);
    assert!(f.check(&inst).is_err());
    let inst = f.read("1\n1 2\n0\n").unwrap();
    assert_eq!(inst.cases.len(), 1);
    for inst in draws(&f, 40, 23) {
        let m = f.var("M").unwrap();
        assert!(inst.cases.iter().all(|c| c.int(m) != Some(0)));
    }
}

const MATRIX: &str = "T
case_1
:
case_T
Each case is given in the following format:
n m
a_{1,1} a_{1,2} ... a_{1,m}
:
a_{n,1} a_{n,2} ... a_{n,m}
---
1 <= T <= 10
1 <= n, m <= 8
0 <= a_{i,j} <= 10^6
";

#[test]
fn a_matrix_is_drawn_checked_and_read_back() {
    let f = spec(MATRIX);
    let (n, m, a) = (
        f.var("n").unwrap(),
        f.var("m").unwrap(),
        f.var("a").unwrap(),
    );
    let widths = f.vars[a].jagged.unwrap();
    assert!(f.vars[widths].width.is_some() && f.vars[m].count);
    let mut shapes = std::collections::HashSet::new();
    for inst in draws(&f, 120, 24) {
        let text = f.render(&inst);
        let mut lines = text.lines().skip(1);
        for c in &inst.cases {
            let (rows, cols) = (c.int(n).unwrap(), c.int(m).unwrap());
            shapes.insert((rows, cols));
            assert_eq!(ints(c, &f, "a").len() as i128, rows * cols);
            lines.next();
            // Each row on a line of its own, m values and no length before them.
            for _ in 0..rows {
                let row = lines.next().unwrap();
                assert_eq!(row.split(' ').count() as i128, cols, "{}", row);
            }
        }
    }
    assert!(
        shapes.contains(&(1, 1)) && shapes.contains(&(8, 8)),
        "{:?}",
        shapes
    );
    // A short row says where; a long one too; a value out of bounds fails the check.
    let e = f.read("1\n2 3\n1 2 3\n4 5\n").unwrap_err();
    assert_eq!((e.line, e.column), (4, 4), "{}", e);
    let e = f.read("1\n2 2\n1 2 3\n4 5\n").unwrap_err();
    assert_eq!((e.line, e.column), (3, 5), "{}", e);
    assert!(f.check(&f.read("1\n1 2\n1 1000001\n").unwrap()).is_err());
    // Cuts: a row goes with n lowered, a column with m lowered; never one cell alone.
    let inst = f.read("1\n2 3\n1 2 3\n4 5 6\n").unwrap();
    let dims = cut::dims(&f, &inst);
    assert!(
        !dims.iter().any(|d| matches!(d, Dim::Elems { .. })),
        "{:?}",
        dims
    );
    let rows = Dim::Count {
        case: Some(0),
        var: n,
    };
    let out = cut::remove(&f, &inst, rows, &[0]).unwrap();
    f.check(&out).unwrap();
    assert_eq!(f.render(&out), "1\n1 3\n4 5 6\n");
    let cols = Dim::Count {
        case: Some(0),
        var: m,
    };
    let out = cut::remove(&f, &inst, cols, &[0, 2]).unwrap();
    f.check(&out).unwrap();
    assert_eq!(f.render(&out), "1\n2 1\n2\n5\n");
}

#[test]
fn a_matrix_shrinks_to_the_cell_that_fails() {
    let f = spec(MATRIX);
    let a = f.var("a").unwrap();
    // Fails while some case holds a cell above 100.
    let got = shrunk(&f, "2\n2 2\n1 2\n3 4\n3 3\n1 2 3\n4 500 6\n7 8 9\n", &|i| {
        i.cases.iter().any(|c| match &c.values[a] {
            Some(Value::Ints(xs)) => xs.iter().any(|&x| x > 100),
            _ => false,
        })
    });
    assert_eq!(got, "1\n1 1\n101\n");
}
