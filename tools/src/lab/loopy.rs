//! Games whose positions may repeat (`--loopy`): outcomes with draws, and the generalized
//! Sprague-Grundy function of Smith and Fraenkel, which decides sums.
//!
//! **Outcomes.** On a finite game graph where the player unable to move loses, a position is won
//! for the player to move (N) when some move reaches a lost position, lost (P) when every move
//! reaches a won one (no move at all included), and a draw (D) otherwise: neither player can
//! force an end, since every move keeps the game undecided or hands the opponent a win. The labels
//! come from retrograde analysis ([`impartial::graph::retrograde`], one queue pass).
//!
//! **The generalized Sprague-Grundy function** (C. A. B. Smith 1966; A. S. Fraenkel and Y. Yesha
//! 1986) gives each position `u` a value `γ(u)`: a number, or `∞(K)` where `K` is the set of the
//! finite values of `u`'s options. It is computed level by level, `i = 0, 1, 2, ...`:
//! 1. while some unlabelled `u` has no option labelled `i`, and every option of `u` that is
//!    unlabelled or labelled `∞` has an option labelled `i`, label `u` with `i`;
//! 2. label `∞` every unlabelled position with no option labelled `i`;
//! 3. go on with `i + 1` while some position is unlabelled.
//!
//! A finite `γ(u)` behaves like a Nim heap: `γ(u) = 0` exactly when `u` is lost, and otherwise
//! `u` is won; `∞(K)` is won when `0 ∈ K` and a draw otherwise.
//!
//! **The sum theorem** (Smith; Fraenkel and Yesha, Theorem 2): in a sum of games on finite
//! graphs, where a move is a move in one component, `γ(u + v) = γ(u) ⊕ γ(v)` with
//! `a ⊕ ∞(K) = ∞(K ⊕ a)` (every element xored with `a`) and `∞(K) ⊕ ∞(L) = ∞(∅)`. So a sum of
//! finite values is decided by the xor, a sum with one infinite component `∞(K)` and the others
//! xoring to `a` is a first-player win when `a ∈ K` and a draw otherwise, and a sum with two or
//! more infinite components is a draw. The tests check this against retrograde analysis of the
//! product graph of random small digraphs with cycles, from every start.
//!
//! Options must be single positions here: a move that leaves a sum of loopy games reaches a
//! position of a product graph, whose value the parts' values do not give.

use impartial::graph::{retrograde, Arcs, Csr, LOSE, WIN};
use std::fmt;

/// Who wins with the player to move, under normal play on a graph that may have cycles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The player to move can force a win (N).
    Win,
    /// The opponent can (P).
    Lose,
    /// Neither can force an end in their favour.
    Draw,
}

impl Outcome {
    /// `N`, `P` or `D`.
    ///
    /// ```
    /// use impartial_tools::lab::loopy::Outcome;
    /// assert_eq!(Outcome::Draw.letter(), 'D');
    /// assert_eq!(Outcome::Lose.words(), "the player to move loses");
    /// ```
    pub fn letter(self) -> char {
        match self {
            Outcome::Win => 'N',
            Outcome::Lose => 'P',
            Outcome::Draw => 'D',
        }
    }

    /// In words, for the player to move.
    pub fn words(self) -> &'static str {
        match self {
            Outcome::Win => "the player to move wins",
            Outcome::Lose => "the player to move loses",
            Outcome::Draw => "a draw: neither player can force a win",
        }
    }
}

/// A value of the generalized Sprague-Grundy function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A Nim heap's value.
    Finite(u32),
    /// `∞(K)`: the finite values of the options, increasing.
    Infinite(Vec<u32>),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Value::Finite(v) => write!(f, "{}", v),
            Value::Infinite(k) => {
                let k: Vec<String> = k.iter().map(|v| v.to_string()).collect();
                write!(f, "∞{{{}}}", k.join(","))
            }
        }
    }
}

impl Value {
    /// The outcome the value gives (module docs).
    ///
    /// ```
    /// use impartial_tools::lab::loopy::{Outcome, Value};
    /// assert_eq!(Value::Finite(0).outcome(), Outcome::Lose);
    /// assert_eq!(Value::Infinite(vec![0, 2]).outcome(), Outcome::Win);
    /// assert_eq!(Value::Infinite(vec![1]).outcome(), Outcome::Draw);
    /// ```
    pub fn outcome(&self) -> Outcome {
        match self {
            Value::Finite(0) => Outcome::Lose,
            Value::Finite(_) => Outcome::Win,
            Value::Infinite(k) if k.contains(&0) => Outcome::Win,
            Value::Infinite(_) => Outcome::Draw,
        }
    }
}

/// The value of a sum by the sum theorem (module docs): the xor of the finite parts, with one
/// infinite part `∞(K)` the set `K` xored by it, with two or more `∞(∅)`.
///
/// ```
/// use impartial_tools::lab::loopy::{sum, Outcome, Value};
/// let a = Value::Infinite(vec![0, 2]);
/// let s = sum(&[a.clone(), Value::Finite(2)]);
/// assert_eq!(s, Value::Infinite(vec![0, 2]));
/// assert_eq!(s.outcome(), Outcome::Win); // 2 is in {0, 2}: move the ∞ part to 2
/// assert_eq!(sum(&[a.clone(), Value::Finite(1)]).outcome(), Outcome::Draw);
/// assert_eq!(sum(&[a.clone(), a]), Value::Infinite(vec![]));
/// assert_eq!(sum(&[Value::Finite(3), Value::Finite(5)]), Value::Finite(6));
/// ```
pub fn sum(parts: &[Value]) -> Value {
    let mut xor = 0u32;
    let mut infinite: Option<&Vec<u32>> = None;
    let mut infinites = 0;
    for p in parts {
        match p {
            Value::Finite(v) => xor ^= v,
            Value::Infinite(k) => {
                infinites += 1;
                infinite = Some(k);
            }
        }
    }
    match (infinites, infinite) {
        (0, _) => Value::Finite(xor),
        (1, Some(k)) => {
            let mut k: Vec<u32> = k.iter().map(|v| v ^ xor).collect();
            k.sort_unstable();
            Value::Infinite(k)
        }
        _ => Value::Infinite(Vec::new()),
    }
}

/// The outcome of every position of the graph whose options are `options[v]` (module docs).
///
/// # Complexity
/// O(positions + arcs).
///
/// ```
/// use impartial_tools::lab::loopy::{outcomes, Outcome::*};
/// // 0 is stuck; 1 -> 0; 2 <-> 3 and 3 -> 1: 3 cannot move to 1 (a win for the other),
/// // so 2 and 3 pass the turn round the cycle for ever.
/// let options = vec![vec![], vec![0], vec![3], vec![2, 1]];
/// assert_eq!(outcomes(&options), [Lose, Win, Draw, Draw]);
/// ```
pub fn outcomes(options: &[Vec<usize>]) -> Vec<Outcome> {
    let n = options.len();
    let mut arcs = Vec::new();
    let mut state = vec![0u32; n];
    let mut queue = Vec::new();
    for (v, opts) in options.iter().enumerate() {
        for &w in opts {
            arcs.push((v as u32, w as u32));
        }
        state[v] = opts.len() as u32;
        if opts.is_empty() {
            queue.push(v as u32);
        }
    }
    let back = Csr::from_edges(n, &arcs, Arcs::Backward);
    retrograde(|w| back.arcs(w).iter().copied(), &mut state, &mut queue);
    state
        .iter()
        .map(|&s| match s {
            LOSE => Outcome::Lose,
            WIN => Outcome::Win,
            _ => Outcome::Draw,
        })
        .collect()
}

/// The generalized Sprague-Grundy value of every position (module docs: the levels `i`).
///
/// # Complexity
/// O((positions + arcs) x levels), the levels at most the largest finite value plus 2.
///
/// ```
/// use impartial_tools::lab::loopy::{gamma, Value::*};
/// // 0 is stuck, 1 -> 0, 2 -> {0, 1}: Nim heaps 0, 1, 2. 3 <-> 4 and 4 -> 2: no finite
/// // value below 3 and 4 is ever certain, and 4's only finite option is 2.
/// let g = gamma(&[vec![], vec![0], vec![0, 1], vec![4], vec![3, 2]]);
/// assert_eq!(g, [Finite(0), Finite(1), Finite(2), Infinite(vec![]), Infinite(vec![2])]);
/// // A self-loop beside a move to the stuck 0: ∞{0}, a win (move to 0).
/// let g = gamma(&[vec![], vec![0, 1]]);
/// assert_eq!(g, [Finite(0), Infinite(vec![0])]);
/// ```
pub fn gamma(options: &[Vec<usize>]) -> Vec<Value> {
    const UNLABELLED: u32 = u32::MAX;
    const INFINITE: u32 = u32::MAX - 1;
    let n = options.len();
    let arcs: Vec<(u32, u32)> = options
        .iter()
        .enumerate()
        .flat_map(|(v, o)| o.iter().map(move |&w| (v as u32, w as u32)))
        .collect();
    let back = Csr::from_edges(n, &arcs, Arcs::Backward);
    let mut label = vec![UNLABELLED; n];
    let mut left = n;
    // covered[u]: an option of u is labelled with the level's value; pending[u]: the arcs of u
    // to unlabelled or infinite positions that are not covered yet.
    let mut covered = vec![false; n];
    let mut pending = vec![0usize; n];
    let mut ready = Vec::new();
    let mut level = 0u32;
    while left > 0 {
        covered.fill(false);
        for u in 0..n {
            if label[u] == UNLABELLED {
                pending[u] = options[u].iter().filter(|&&w| label[w] >= INFINITE).count();
                if pending[u] == 0 {
                    ready.push(u);
                }
            }
        }
        while let Some(u) = ready.pop() {
            if label[u] != UNLABELLED || covered[u] || pending[u] != 0 {
                continue;
            }
            // Two ready positions are never options of one another (a ready one's unlabelled
            // options are covered, so not ready), so the order they are taken in is free.
            label[u] = level;
            left -= 1;
            for &p in back.arcs(u as u32) {
                let p = p as usize;
                if covered[p] {
                    continue;
                }
                covered[p] = true;
                if label[p] >= INFINITE {
                    for &q in back.arcs(p as u32) {
                        let q = q as usize;
                        if label[q] == UNLABELLED {
                            pending[q] -= 1;
                            if pending[q] == 0 && !covered[q] {
                                ready.push(q);
                            }
                        }
                    }
                }
            }
        }
        for u in 0..n {
            if label[u] == UNLABELLED && !covered[u] {
                label[u] = INFINITE;
                left -= 1;
            }
        }
        level += 1;
    }
    (0..n)
        .map(|u| {
            if label[u] == INFINITE {
                let mut k: Vec<u32> = options[u]
                    .iter()
                    .map(|&w| label[w])
                    .filter(|&l| l != INFINITE)
                    .collect();
                k.sort_unstable();
                k.dedup();
                Value::Infinite(k)
            } else {
                Value::Finite(label[u])
            }
        })
        .collect()
}

/// The options of a program's positions as single positions, or the first option that is a sum
/// (a move to a sum of loopy games is not a position of this graph).
pub fn single_options(listing: &super::program::Listing) -> Result<Vec<Vec<usize>>, String> {
    let mut out = Vec::with_capacity(listing.options.len());
    for (v, opts) in listing.options.iter().enumerate() {
        let mut single = Vec::with_capacity(opts.len());
        for parts in opts {
            match parts[..] {
                [w] => single.push(w),
                _ => {
                    let names: Vec<String> = parts
                        .iter()
                        .map(|&p| listing.names[p].to_string())
                        .collect();
                    return Err(format!(
                        "--loopy: position {} has the option {}, a sum; with --loopy every option must be one position (the value of a move to a sum of loopy games is not given by its parts)",
                        listing.names[v],
                        names.join("+")
                    ));
                }
            }
        }
        out.push(single);
    }
    Ok(out)
}

/// A partizan game's outcome at one position: the winner when Left moves first and when Right
/// does (`None`: a draw).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Partizan {
    /// Left moves first: whether Left wins (`Some(true)`), Right does, or neither can force it.
    pub left_starts: Option<bool>,
    /// Right moves first: whether Left wins, Right does, or neither can force it.
    pub right_starts: Option<bool>,
}

impl Partizan {
    /// `L` (Left wins whoever starts), `R`, `N` (whoever starts wins), `P` (whoever starts
    /// loses), or `-` when a draw is among them.
    pub fn class(self) -> char {
        match (self.left_starts, self.right_starts) {
            (Some(true), Some(true)) => 'L',
            (Some(false), Some(false)) => 'R',
            (Some(true), Some(false)) => 'N',
            (Some(false), Some(true)) => 'P',
            _ => '-',
        }
    }
}

/// The outcomes of a partizan game on a graph that may have cycles, where Left's options of `v`
/// are `left[v]` and Right's `right[v]`, and the player unable to move loses: retrograde analysis
/// ([`outcomes`]) of the graph of (position, player to move), where a move passes the turn.
///
/// ```
/// use impartial_tools::lab::loopy::partizan;
/// // 0: no moves; 1: Left may move to 0, Right nothing; 2: Left to 1, Right to 0.
/// let left = vec![vec![], vec![0], vec![1]];
/// let right = vec![vec![], vec![], vec![0]];
/// let c: Vec<char> = partizan(&left, &right).iter().map(|p| p.class()).collect();
/// assert_eq!(c, ['P', 'L', 'N']);
/// ```
pub fn partizan(left: &[Vec<usize>], right: &[Vec<usize>]) -> Vec<Partizan> {
    let n = left.len();
    // State 2v: Left to move at v; 2v + 1: Right to move.
    let mut states = vec![Vec::new(); 2 * n];
    for v in 0..n {
        states[2 * v] = left[v].iter().map(|&w| 2 * w + 1).collect();
        states[2 * v + 1] = right[v].iter().map(|&w| 2 * w).collect();
    }
    let o = outcomes(&states);
    let winner = |outcome: Outcome, left_moves: bool| match outcome {
        Outcome::Win => Some(left_moves),
        Outcome::Lose => Some(!left_moves),
        Outcome::Draw => None,
    };
    (0..n)
        .map(|v| Partizan {
            left_starts: winner(o[2 * v], true),
            right_starts: winner(o[2 * v + 1], false),
        })
        .collect()
}

/// The options of each position of a graph.
pub type Graph = Vec<Vec<usize>>;

/// Left's and Right's options of a partizan listing as single positions (a line without `|`
/// gives both players the same moves).
pub fn partizan_options(listing: &super::program::Listing) -> Result<(Graph, Graph), String> {
    let left = single_options(listing)?;
    let mut right = Vec::with_capacity(left.len());
    for (v, r) in listing.right.iter().enumerate() {
        right.push(match r {
            None => left[v].clone(),
            Some(parts) => {
                let mut single = Vec::with_capacity(parts.len());
                for p in parts {
                    match p[..] {
                        [w] => single.push(w),
                        _ => {
                            return Err(format!(
                                "position {}: Right's option is a sum; a partizan game's options must be single positions",
                                listing.names[v]
                            ))
                        }
                    }
                }
                single
            }
        });
    }
    Ok((left, right))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small random digraph (cycles and self-loops allowed), from a xorshift seed.
    fn random_graph(seed: &mut u64, n: usize, density: u64) -> Vec<Vec<usize>> {
        let mut next = || {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            *seed
        };
        (0..n)
            .map(|_| (0..n).filter(|_| next() % 100 < density).collect())
            .collect()
    }

    /// Outcomes by the definition, iterated to a fixed point (nothing shared with
    /// [`outcomes`]): won once an option is lost, lost once every option is won.
    fn brute_outcomes(options: &[Vec<usize>]) -> Vec<Outcome> {
        let n = options.len();
        let mut o: Vec<Option<Outcome>> = vec![None; n];
        loop {
            let mut changed = false;
            for v in 0..n {
                if o[v].is_some() {
                    continue;
                }
                if options[v].iter().any(|&w| o[w] == Some(Outcome::Lose)) {
                    o[v] = Some(Outcome::Win);
                    changed = true;
                } else if options[v].iter().all(|&w| o[w] == Some(Outcome::Win)) {
                    o[v] = Some(Outcome::Lose);
                    changed = true;
                }
            }
            if !changed {
                return o.into_iter().map(|x| x.unwrap_or(Outcome::Draw)).collect();
            }
        }
    }

    /// The sum graph: a position is one position of each component, a move moves one of them.
    fn product(graphs: &[Vec<Vec<usize>>]) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
        let mut tuples: Vec<Vec<usize>> = vec![vec![]];
        for g in graphs {
            tuples = tuples
                .into_iter()
                .flat_map(|t| {
                    (0..g.len()).map(move |v| {
                        let mut t = t.clone();
                        t.push(v);
                        t
                    })
                })
                .collect();
        }
        let index = |t: &[usize]| t.iter().zip(graphs).fold(0, |i, (&v, g)| i * g.len() + v);
        let options = tuples
            .iter()
            .map(|t| {
                let mut o = Vec::new();
                for (c, g) in graphs.iter().enumerate() {
                    for &w in &g[t[c]] {
                        let mut u = t.clone();
                        u[c] = w;
                        o.push(index(&u));
                    }
                }
                o
            })
            .collect();
        (tuples, options)
    }

    #[test]
    fn outcomes_agree_with_the_definition_and_with_gamma() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for round in 0..400 {
            let g = random_graph(&mut seed, 1 + round % 9, 10 + (round as u64 % 4) * 10);
            let o = outcomes(&g);
            assert_eq!(o, brute_outcomes(&g), "{:?}", g);
            let gm = gamma(&g);
            let from_gamma: Vec<Outcome> = gm.iter().map(Value::outcome).collect();
            assert_eq!(from_gamma, o, "{:?}: {:?}", g, gm);
        }
    }

    /// On a graph without cycles γ is the Grundy value.
    #[test]
    fn acyclic_graphs_give_grundy_values() {
        let mut seed = 77u64;
        for _ in 0..200 {
            let g = random_graph(&mut seed, 9, 40);
            let dag: Vec<Vec<usize>> = g
                .iter()
                .enumerate()
                .map(|(v, o)| o.iter().copied().filter(|&w| w < v).collect())
                .collect();
            let mut grundy = Vec::new();
            for o in &dag {
                grundy.push(impartial::grundy::mex(o.iter().map(|&w| grundy[w])));
            }
            let want: Vec<Value> = grundy.into_iter().map(Value::Finite).collect();
            assert_eq!(gamma(&dag), want);
        }
    }

    /// The sum theorem against retrograde analysis of the product graph, from every start:
    /// sums of two and of three random digraphs with cycles.
    #[test]
    fn sums_are_decided_by_the_generalized_values() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut checked = [0usize; 3];
        for round in 0..300 {
            let parts = 2 + round % 2;
            let graphs: Vec<Vec<Vec<usize>>> = (0..parts)
                .map(|c| random_graph(&mut seed, 2 + (round + c) % 5, 15 + (c as u64 * 10)))
                .collect();
            let values: Vec<Vec<Value>> = graphs.iter().map(|g| gamma(g)).collect();
            let (tuples, options) = product(&graphs);
            let truth = brute_outcomes(&options);
            for (t, &want) in tuples.iter().zip(&truth) {
                let parts: Vec<Value> = t
                    .iter()
                    .enumerate()
                    .map(|(c, &v)| values[c][v].clone())
                    .collect();
                let got = sum(&parts).outcome();
                assert_eq!(got, want, "{:?} at {:?}: {:?}", graphs, t, parts);
                checked[match want {
                    Outcome::Win => 0,
                    Outcome::Lose => 1,
                    Outcome::Draw => 2,
                }] += 1;
            }
        }
        eprintln!(
            "sums checked: {} won, {} lost, {} drawn",
            checked[0], checked[1], checked[2]
        );
        // Every kind of answer was met many times.
        assert!(checked.iter().all(|&c| c > 500), "{:?}", checked);
    }

    /// Partizan outcomes on random graphs without cycles, against the game played out by the
    /// definition in order (each position's options come before it).
    #[test]
    fn partizan_outcomes_follow_the_definition() {
        let mut seed = 4242u64;
        for _ in 0..300 {
            let a = random_graph(&mut seed, 8, 35);
            let b = random_graph(&mut seed, 8, 35);
            let down = |g: &Vec<Vec<usize>>| -> Vec<Vec<usize>> {
                g.iter()
                    .enumerate()
                    .map(|(v, o)| o.iter().copied().filter(|&w| w < v).collect())
                    .collect()
            };
            let (left, right) = (down(&a), down(&b));
            // left_wins_moving[v]: Left, to move at v, wins; right_wins_moving likewise.
            let mut lw = [false; 8];
            let mut rw = [false; 8];
            for v in 0..8 {
                lw[v] = left[v].iter().any(|&w| !rw[w]);
                rw[v] = right[v].iter().any(|&w| !lw[w]);
            }
            let got = partizan(&left, &right);
            for v in 0..8 {
                assert_eq!(got[v].left_starts, Some(lw[v]));
                assert_eq!(got[v].right_starts, Some(!rw[v]));
            }
        }
        // A cycle 0 <-> 1 for both, and Right may also move from 1 to 2, where nobody moves.
        // Left starting at 0 must give Right the move at 1: Right wins. Right starting at 0
        // hands Left the move at 1, and Left's only move gives it back at 0: for ever.
        let left = vec![vec![1], vec![0], vec![]];
        let right = vec![vec![1], vec![0, 2], vec![]];
        let p = partizan(&left, &right);
        let pairs: Vec<(Option<bool>, Option<bool>)> =
            p.iter().map(|x| (x.left_starts, x.right_starts)).collect();
        assert_eq!(
            pairs,
            [
                (Some(false), None),
                (None, Some(false)),
                (Some(false), Some(true))
            ]
        );
        assert_eq!(p[2].class(), 'P');
        // Without Right's way out both pass for ever: draws.
        let right = vec![vec![1], vec![0], vec![]];
        let p = partizan(&left, &right);
        assert_eq!(
            (p[0].left_starts, p[0].right_starts, p[0].class()),
            (None, None, '-')
        );
    }

    #[test]
    fn values_print_as_in_the_docs() {
        assert_eq!(Value::Infinite(vec![0, 2]).to_string(), "∞{0,2}");
        assert_eq!(Value::Infinite(vec![]).to_string(), "∞{}");
        assert_eq!(Value::Finite(7).to_string(), "7");
    }
}
