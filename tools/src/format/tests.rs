//! The format language end to end: specs as statements write them, drawn many times at every
//! size, every drawn input checked, written and read back; the refused forms name their line;
//! the cuts keep counts consistent.

use super::cut::{self, Dim, Slot};
use super::draw::draw;
use super::*;
use crate::generate::Rng;

pub(super) fn spec(text: &str) -> Format {
    Format::parse(text).unwrap_or_else(|e| panic!("{}\n{}", e, text))
}

/// `count` instances at sizes 1, 2, 4, ..., judge-sized, each checked, rendered and read back.
pub(super) fn draws(f: &Format, count: usize, seed: u64) -> Vec<Instance> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|k| {
            let size = if k % 7 == 6 {
                u64::MAX / 2
            } else {
                1 << (k % 12)
            };
            let inst = draw(f, &mut rng, size).unwrap_or_else(|e| panic!("{}", e));
            f.check(&inst).unwrap();
            let text = f.render(&inst);
            let back = f.read(&text).unwrap_or_else(|e| panic!("{}\n{}", e, text));
            assert_eq!(back, inst, "{}", text);
            inst
        })
        .collect()
}

fn int(inst: &Instance, f: &Format, name: &str) -> i128 {
    inst.top.int(f.var(name).unwrap()).unwrap()
}

pub(super) fn ints<'a>(env: &'a Env, f: &Format, name: &str) -> &'a [i128] {
    match &env.values[f.var(name).unwrap()] {
        Some(Value::Ints(xs)) => xs,
        other => panic!("{:?}", other),
    }
}

const ARRAY: &str = "N K
A_1 A_2 ... A_N
---
1 <= N <= 2*10^5
1 <= K <= N
-10^9 <= A_i <= 10^9
";

#[test]
fn the_issue_example_draws_valid_inputs_from_tiny_to_the_bounds() {
    let f = spec(ARRAY);
    let all = draws(&f, 200, 1);
    let ns: Vec<i128> = all.iter().map(|i| int(i, &f, "N")).collect();
    assert!(ns[0] <= 2, "case 0 is tiny: {}", ns[0]);
    assert!(ns.contains(&200_000), "the bound is reached at judge size");
    for inst in &all {
        let (n, k) = (int(inst, &f, "N"), int(inst, &f, "K"));
        assert!(1 <= k && k <= n);
        let a = ints(&inst.top, &f, "A");
        assert_eq!(a.len() as i128, n);
        assert!(a.iter().all(|x| x.abs() <= 1_000_000_000));
    }
    // The bounds' edges and zero are aimed at.
    let values: Vec<i128> = all
        .iter()
        .flat_map(|i| ints(&i.top, &f, "A").to_vec())
        .collect();
    for edge in [-1_000_000_000, 1_000_000_000, 999_999_999, 0] {
        assert!(values.contains(&edge), "{} never drawn", edge);
    }
}

#[test]
fn latex_spellings_and_one_per_line_sequences() {
    let f = spec(
        "$N$\n$A_1$\n$A_2$\n$\\vdots$\n$A_N$\n---\n$2 \\leq N \\leq 10$\n$0 \\leq A_i < 2^{30}$\nAll values in input are integers.\n",
    );
    for inst in draws(&f, 50, 2) {
        let text = f.render(&inst);
        assert_eq!(text.lines().count() as i128, 1 + int(&inst, &f, "N"));
        assert!(ints(&inst.top, &f, "A")
            .iter()
            .all(|&x| (0..1 << 30).contains(&x)));
    }
}

#[test]
fn multi_case_form_with_a_sum_over_the_cases() {
    let f = spec(
        "T
case_1
case_2
:
case_T
Each case is given in the following format:
N
A_1 ... A_N
---
1 <= T <= 10^4
1 <= N <= 2*10^5
1 <= A_i <= N
The sum of N over all test cases does not exceed 2*10^5.
",
    );
    let all = draws(&f, 100, 3);
    assert!(all[0].cases.len() <= 2);
    for inst in &all {
        assert_eq!(int(inst, &f, "T") as usize, inst.cases.len());
        let n = f.var("N").unwrap();
        let total: i128 = inst.cases.iter().map(|c| c.int(n).unwrap()).sum();
        assert!(total <= 200_000);
        for c in &inst.cases {
            let a = ints(c, &f, "A");
            assert!(a.iter().all(|&x| x >= 1 && x <= c.int(n).unwrap()));
        }
    }
    assert!(all.iter().any(|i| i.cases.len() > 50));
}

#[test]
fn strings_with_lengths_and_alphabets() {
    let f = spec("S\nT\n---\n1 <= |S| <= 12\n|T| = |S|\nS consists of lowercase English letters.\nT consists of `a` and `b`.\n");
    let (s, t) = (f.var("S").unwrap(), f.var("T").unwrap());
    let mut lengths = Vec::new();
    for inst in draws(&f, 100, 4) {
        let (Some(Value::Str(x)), Some(Value::Str(y))) = (&inst.top.values[s], &inst.top.values[t])
        else {
            panic!()
        };
        assert!((1..=12).contains(&x.len()) && x.len() == y.len());
        assert!(x.iter().all(u8::is_ascii_lowercase));
        assert!(y.iter().all(|c| *c == b'a' || *c == b'b'));
        lengths.push(x.len());
    }
    assert!(lengths.contains(&1) && lengths.contains(&12));
}

const GRID: &str = "H W
S_1
S_2
\\vdots
S_H
---
1 \\leq H, W \\leq 50
S_i is a string of length W consisting of `.` and `#`.
";

#[test]
fn grids_of_h_rows_of_w_characters() {
    let f = spec(GRID);
    for inst in draws(&f, 60, 5) {
        let (h, w) = (int(&inst, &f, "H"), int(&inst, &f, "W"));
        let Some(Value::Strs(rows)) = &inst.top.values[f.var("S").unwrap()] else {
            panic!()
        };
        assert_eq!(rows.len() as i128, h);
        assert!(rows
            .iter()
            .all(|r| r.len() as i128 == w && r.iter().all(|c| b".#".contains(c))));
    }
}

/// A grid of no columns has rows of no characters, which are no tokens: none is read, and
/// what follows the rows is read right after `H W`.
#[test]
fn rows_of_no_characters_are_no_tokens() {
    let f = spec("H W\nS_1\n:\nS_H\nK\n---\n0 <= H, W <= 5\n0 <= K <= 9\nS_i is a string of length W consisting of `.` and `#`.\n");
    let inst = f.read_tokens("3 0\n7\n").unwrap();
    let Some(Value::Strs(rows)) = &inst.top.values[f.var("S").unwrap()] else {
        panic!()
    };
    assert_eq!(rows, &vec![Vec::<u8>::new(); 3]);
    assert_eq!(int(&inst, &f, "K"), 7);
    assert!(f.check(&inst).is_ok());
    // A row of characters where none is due is read as the next number, and refused.
    assert!(f.read_tokens("1 0\n.\n7\n").is_err());
    let two = f.read_tokens("2 2\n.#\n##\n4\n").unwrap();
    assert_eq!(int(&two, &f, "K"), 4);
}

const TREE: &str = "N
u_1 v_1
\\vdots
u_{N-1} v_{N-1}
---
2 <= N <= 10^5
1 <= u_i, v_i <= N
The given graph is a tree.
";

#[test]
fn trees_in_every_shape() {
    let f = spec(TREE);
    assert_eq!(f.graphs.len(), 1);
    let mut deepest = 0;
    for inst in draws(&f, 80, 6) {
        let n = int(&inst, &f, "N") as usize;
        let (u, v) = (ints(&inst.top, &f, "u"), ints(&inst.top, &f, "v"));
        assert_eq!(u.len(), n - 1);
        let mut degree = vec![0; n + 1];
        for k in 0..u.len() {
            degree[u[k] as usize] += 1;
            degree[v[k] as usize] += 1;
        }
        if n > 50 && degree.iter().all(|&d| d <= 2) {
            deepest = deepest.max(n);
        }
    }
    assert!(deepest > 50, "a long path is drawn");
}

#[test]
fn simple_connected_graphs_and_ordered_endpoints() {
    let f = spec(
        "N M
A_1 B_1
A_2 B_2
:
A_M B_M
---
2 <= N <= 100
N-1 <= M <= N(N-1)/2
1 <= A_i < B_i <= N
The given graph is simple and connected.
",
    );
    for inst in draws(&f, 80, 7) {
        let (a, b) = (ints(&inst.top, &f, "A"), ints(&inst.top, &f, "B"));
        assert!(a.iter().zip(b).all(|(x, y)| x < y));
    }
    // Without the sentences, self-loops and repeated edges are drawn now and then.
    let free =
        spec("N M\nu_1 v_1\n:\nu_M v_M\n---\n1 <= N <= 5\n1 <= M <= 20\n1 <= u_i, v_i <= N\n");
    assert!(free.graphs.is_empty());
    let loops = draws(&free, 40, 8).iter().any(|i| {
        ints(&i.top, &free, "u")
            .iter()
            .zip(ints(&i.top, &free, "v"))
            .any(|(x, y)| x == y)
    });
    assert!(loops);
}

#[test]
fn distinct_permutations_and_sorted_sequences() {
    let f = spec(
        "N
A_1 ... A_N
P_1 ... P_N
B_1 ... B_N
---
1 <= N <= 8
1 <= A_i <= 10
A_i are pairwise distinct.
P is a permutation of (1, 2, ..., N).
0 <= B_i <= 10^9
B_1 < B_2 < ... < B_N
",
    );
    for inst in draws(&f, 200, 9) {
        let a = ints(&inst.top, &f, "A");
        let mut s = a.to_vec();
        s.sort_unstable();
        s.dedup();
        assert_eq!(s.len(), a.len());
        let mut p = ints(&inst.top, &f, "P").to_vec();
        p.sort_unstable();
        assert_eq!(p, (1..=a.len() as i128).collect::<Vec<_>>());
        assert!(ints(&inst.top, &f, "B").windows(2).all(|w| w[0] < w[1]));
    }
    let g = spec("N\nA_1 ... A_N\n---\n1 <= N <= 5\n1 <= A_i <= 5\nA_i \\neq A_j (i \\neq j)\n");
    assert_eq!(g.distinct, vec![vec![1]]);
}

#[test]
fn bounds_naming_other_variables_and_the_index() {
    let f = spec("N\np_2 ... p_N\n---\n2 <= N <= 50\n1 <= p_i < i\n");
    for inst in draws(&f, 50, 10) {
        let p = ints(&inst.top, &f, "p");
        assert!(p
            .iter()
            .enumerate()
            .all(|(k, &x)| x >= 1 && x < k as i128 + 2));
    }
    // A bound through a variable drawn later: N >= K >= 1.
    let chain = spec("N K\n---\n1 <= K <= N <= 20\n");
    for inst in draws(&chain, 50, 12) {
        let (n, k) = (int(&inst, &chain, "N"), int(&inst, &chain, "K"));
        assert!(1 <= k && k <= n && n <= 20);
    }
    // A scalar bounded by every element drawn before it.
    let g = spec("N\nA_1 ... A_N\nX\n---\n1 <= N <= 5\n1 <= A_i <= 100\nA_i <= X <= 100\n");
    for inst in draws(&g, 50, 11) {
        let x = int(&inst, &g, "X");
        assert!(ints(&inst.top, &g, "A").iter().all(|&a| a <= x));
    }
}

#[test]
fn refused_forms_name_their_line() {
    for (text, line, says) in [
        ("N\n1 <= N <= 5\n", 1, "no line `---`"),
        ("N\n---\n1 <= N\n", 1, "no upper bound"),
        ("N\n---\n1 <= N <= 5\nN is odd.\n", 4, "does not understand"),
        ("N\n---\n1 <= N <= X\n", 3, "X is not a variable"),
        (
            "S\n---\n1 <= |S| <= 5\n",
            1,
            "nothing says which characters",
        ),
        (
            "S\n---\nS consists of lowercase English letters.\n",
            1,
            "has no length",
        ),
        (
            "N\n---\n1 <= N <= 5\nThe given graph is a tree.\n",
            4,
            "no rows",
        ),
        ("N\nA_1 A_2 A_3\n---\n", 2, "not part of a sequence"),
        (
            "N\n---\n1 <= N <= 5\nS consists of emoji.\n",
            4,
            "S is not a variable",
        ),
        (
            "S\n---\n1 <= |S| <= 5\nS consists of vowels.\n",
            4,
            "not an alphabet",
        ),
        (
            "A_1 ... A_N\nN\n---\n1 <= N <= 5\n1 <= A_i <= 5\n",
            1,
            "used before",
        ),
        ("N N\n---\n1 <= N <= 5\n", 1, "twice"),
        ("N\n---\n1 <= N <= 10^40 * 10^40\n", 3, "too large"),
        ("N\n---\n1 <= N <= 10^20\n", 3, "beyond 64 bits"),
    ] {
        let e = Format::parse(text).unwrap_err();
        assert_eq!(e.line, line, "{:?}: {}", text, e);
        assert!(e.to_string().contains(says), "{:?}: {}", text, e);
    }
}

#[test]
fn reading_an_input_says_where_it_breaks_the_layout() {
    let f = spec(ARRAY);
    assert!(f.read("3 2\n1 -5 7\n").is_ok());
    assert!(f.read("3 2\n1 -5 7").is_ok(), "no final newline");
    assert!(f.read("3 2  \n1 -5 7  \n").is_ok(), "trailing spaces");
    for (text, line, column) in [
        ("3 2\n1 -5\n", 2, 5),
        ("3 2 1\n1 2 3\n", 1, 5),
        ("3 2\n1 2 3\n4\n", 3, 1),
        ("3 x\n1 2 3\n", 1, 3),
        ("3 2\n1 02 3\n", 2, 3),
    ] {
        let e = f.read(text).unwrap_err();
        assert_eq!((e.line, e.column), (line, column), "{:?}: {}", text, e);
    }
    // Read, then checked against the constraints.
    let inst = f.read("3 4\n1 2 3\n").unwrap();
    assert!(f.check(&inst).unwrap_err().contains("spec line 5"));
}

#[test]
fn removing_elements_lowers_their_count_and_cases_lower_t() {
    let f = spec(ARRAY);
    let inst = f.read("4 2\n10 20 30 40\n").unwrap();
    let dims = cut::dims(&f, &inst);
    let n = f.var("N").unwrap();
    assert_eq!(dims, vec![Dim::Count { case: None, var: n }]);
    let smaller = cut::remove(&f, &inst, dims[0], &[1, 2]).unwrap();
    assert_eq!(f.render(&smaller), "2 2\n10 40\n");
    // K = 2 would exceed N = 1: it falls with N.
    let fewer = cut::remove(&f, &inst, dims[0], &[0, 1, 2]).unwrap();
    assert_eq!(f.render(&fewer), "1 1\n40\n");
    assert!(cut::remove(&f, &inst, dims[0], &[4]).is_none());

    let cases = spec("T\ncase_1\n:\ncase_T\nEach case is given in the following format:\nN\nA_1 ... A_N\n---\n1 <= T <= 5\n1 <= N <= 5\n1 <= A_i <= 9\n");
    let inst = cases.read("3\n1\n5\n2\n1 2\n3\n7 8 9\n").unwrap();
    let dims = cut::dims(&cases, &inst);
    assert_eq!(dims[0], Dim::Cases);
    let one = cut::remove(&cases, &inst, Dim::Cases, &[0, 2]).unwrap();
    assert_eq!(cases.render(&one), "1\n2\n1 2\n");
    let n = cases.var("N").unwrap();
    let inner = cut::remove(
        &cases,
        &inst,
        Dim::Count {
            case: Some(2),
            var: n,
        },
        &[0],
    )
    .unwrap();
    assert_eq!(cases.render(&inner), "3\n1\n5\n2\n1 2\n2\n8 9\n");
}

#[test]
fn edges_go_with_m_and_vertices_with_their_edges() {
    let f = spec("N M\nu_1 v_1\n:\nu_M v_M\n---\n1 <= N <= 10\n0 <= M <= 45\n1 <= u_i < v_i <= N\nThe given graph is simple.\n");
    let inst = f.read("4 3\n1 2\n2 4\n3 4\n").unwrap();
    let (n, m) = (f.var("N").unwrap(), f.var("M").unwrap());
    let edge = cut::remove(&f, &inst, Dim::Count { case: None, var: m }, &[1]).unwrap();
    assert_eq!(f.render(&edge), "4 2\n1 2\n3 4\n");
    let vertex = cut::remove(&f, &inst, Dim::Count { case: None, var: n }, &[1]).unwrap();
    assert_eq!(f.render(&vertex), "3 1\n2 3\n");
    f.check(&vertex).unwrap();
}

#[test]
fn a_tree_stays_a_tree_under_every_set_it_offers() {
    let f = spec(TREE);
    let n = f.var("N").unwrap();
    for inst in draws(&f, 30, 12) {
        let dim = Dim::Count { case: None, var: n };
        let sets = cut::tree_sets(&f, &inst, dim).unwrap();
        if int(&inst, &f, "N") > 2 {
            assert!(!sets.is_empty());
        }
        assert!(sets.windows(2).all(|w| w[0].len() >= w[1].len()));
        for s in sets.iter().take(40) {
            let smaller = cut::remove(&f, &inst, dim, s).unwrap();
            // Only N's lower bound may stop a set: what is left is a tree.
            if int(&smaller, &f, "N") >= 2 {
                f.check(&smaller)
                    .unwrap_or_else(|e| panic!("{}: {:?}\n{}", e, s, f.render(&inst)));
            }
        }
    }
    // A path 1-2-3-4-5 loses leaves and halves.
    let path = f.read("5\n1 2\n2 3\n3 4\n4 5\n").unwrap();
    let sets = cut::tree_sets(&f, &path, Dim::Count { case: None, var: n }).unwrap();
    assert!(sets.contains(&vec![0, 4]), "both leaves: {:?}", sets);
}

#[test]
fn a_grid_loses_rows_and_columns() {
    let f = spec(GRID);
    let inst = f.read("2 3\n#.#\n..#\n").unwrap();
    let (h, w) = (f.var("H").unwrap(), f.var("W").unwrap());
    let dims = cut::dims(&f, &inst);
    assert_eq!(
        dims,
        vec![
            Dim::Count { case: None, var: h },
            Dim::Count { case: None, var: w }
        ]
    );
    assert_eq!(
        f.render(&cut::remove(&f, &inst, dims[0], &[0]).unwrap()),
        "1 3\n..#\n"
    );
    assert_eq!(
        f.render(&cut::remove(&f, &inst, dims[1], &[1]).unwrap()),
        "2 2\n##\n.#\n"
    );
}

#[test]
fn slots_lower_numbers_towards_zero_and_letters_towards_the_first() {
    let f = spec(ARRAY);
    let inst = f.read("3 2\n1 -500 7\n").unwrap();
    let slots = cut::slots(&f, &inst);
    // K and the three elements; N is a count.
    assert_eq!(slots.len(), 4);
    let a1 = Slot::Int {
        case: None,
        var: f.var("A").unwrap(),
        at: Some(1),
    };
    let tries = cut::simpler(&f, &inst, a1);
    assert_eq!(&tries[..5], &[0, 1, -1, 2, -2]);
    assert!(tries.contains(&-256) && tries.contains(&-496) && tries.iter().all(|v| v.abs() < 500));
    let lowered = cut::set(&inst, a1, -3).unwrap();
    assert_eq!(f.render(&lowered), "3 2\n1 -3 7\n");

    let s = spec("S\n---\n1 <= |S| <= 5\nS consists of `x`, `y` and `z`.\n");
    let inst = s.read("zy\n").unwrap();
    let slots = cut::slots(&s, &inst);
    assert_eq!(slots.len(), 2);
    assert_eq!(
        cut::simpler(&s, &inst, slots[0]),
        vec![b'x' as i128, b'y' as i128]
    );
    assert_eq!(
        cut::dims(&s, &inst),
        vec![Dim::Chars { case: None, var: 0 }]
    );
}

/// A small ddmin over the cuts and slots, as a shrinker drives them: a failure that needs
/// one negative element shrinks to `N = 1` and that element at -1.
#[test]
fn cuts_and_slots_reach_a_minimal_input() {
    let f = spec("N\nA_1 ... A_N\n---\n1 <= N <= 100\n-100 <= A_i <= 100\n");
    let fails = |i: &Instance| ints(&i.top, &f, "A").iter().any(|&x| x < 0);
    let mut inst = f.read("6\n5 9 -70 3 -2 8\n").unwrap();
    loop {
        let before = inst.clone();
        for dim in cut::dims(&f, &inst) {
            let mut chunk = cut::len(&inst, dim) / 2;
            while chunk >= 1 {
                let mut start = 0;
                while start < cut::len(&inst, dim) {
                    let end = (start + chunk).min(cut::len(&inst, dim));
                    let at: Vec<usize> = (start..end).collect();
                    match cut::remove(&f, &inst, dim, &at)
                        .filter(|c| f.check(c).is_ok() && fails(c))
                    {
                        Some(c) => inst = c,
                        None => start += chunk,
                    }
                }
                chunk /= 2;
            }
        }
        for slot in cut::slots(&f, &inst) {
            for v in cut::simpler(&f, &inst, slot) {
                if let Some(c) = cut::set(&inst, slot, v).filter(|c| f.check(c).is_ok() && fails(c))
                {
                    inst = c;
                    break;
                }
            }
        }
        if inst == before {
            break;
        }
    }
    assert_eq!(f.render(&inst), "1\n-1\n");
}
