//! Misère play of heap games (`--misere`): whoever moves last loses. Each position's misère
//! value and outcome, Conway's genus, and sums decided by the genus where the heaps are tame.
//!
//! **Misère values.** `G⁻(X) = 1` when `X` has no move, otherwise the mex of `G⁻` over the
//! options; the player to move loses exactly when `G⁻(X) = 0`. A position here is a sum of
//! heaps (a multiset): a move that splits a heap leaves a sum, and the misère value of a sum is
//! not found from its parts, so every sum reached is a position of its own.
//!
//! **The genus** (Conway, *On Numbers and Games* ch. 12; *Winning Ways* ch. 13) of `X` is
//! `g^{γ0 γ1 γ2 ...}`: `g` the normal-play Grundy value and `γk = G⁻(X + k·*2)`, the misère value
//! of `X` beside `k` Nim heaps of 2. The `γk` alternate from some `k` on; the genus is written
//! up to the first two that alternate (`0^{120}` for the empty game: 1, 2, 0, 2, 0, ...).
//!
//! *How the lab knows where the alternation starts (a proof, not a look).* Let
//! `s_k = (G⁻(X + k·*2), G⁻(X + k·*2 + *1))`. Because `G⁻(Y + *1 + *1) = G⁻(Y)` for every `Y` (by
//! induction: the options of `Y + *1 + *1` are the `Y' + *1 + *1`, of the values `G⁻(Y')`, and
//! `Y + *1`, whose value differs from `G⁻(Y)` since `Y` is one of its options), `s_k` is found
//! from the options' `s_k` and from `s_{k-1}` alone (a move in a `*2` leaves `*1` or nothing). So
//! once every option's sequence alternates from `m` on and `s_k = s_{k-2}` for some
//! `k >= max(2, m + 1)`, the same computation repeats and `s` alternates from `k - 2` on.
//!
//! **Tame** (in the sense of *On Numbers and Games*): `X` and every position reachable from it
//! have the genus of a misère Nim position: `0^{120}` or `1^{031}` (*fickle*: heaps of 0 and 1
//! only) or `g^{g (g xor 2)}` (*firm*). A sum of tame games plays like misère Nim: it is firm when
//! some part is, its `g` is the xor of the parts', and the player to move loses exactly when
//! `g = 0` for a firm sum, `g = 1` for a fickle one. Where a part is not tame ("wild") the genera
//! do not decide the sum, and the lab says so rather than guess; it can still search the sum's
//! own positions. The tests check both against a direct search over the real moves.

use impartial_lab::HeapRules;
use std::collections::HashMap;
use std::fmt;

/// The positions the computation met: sums of heaps, with their values.
pub struct Misere<'a> {
    rules: &'a dyn HeapRules,
    index: HashMap<Vec<usize>, usize>,
    nodes: Vec<Node>,
    /// The most positions it may hold.
    pub limit: usize,
}

struct Node {
    options: Vec<usize>,
    /// The normal-play Grundy value.
    g: u32,
    /// `s_0 .. s_{len-1}`, alternating from `len - 2` on (module docs).
    s: Vec<[u32; 2]>,
    /// This position and all it reaches have misère Nim genera.
    tame: bool,
}

impl Node {
    fn at(&self, k: usize) -> [u32; 2] {
        let len = self.s.len();
        if k < len {
            self.s[k]
        } else {
            self.s[len - 2 + (k - (len - 2)) % 2]
        }
    }
}

/// A position's genus (module docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Genus {
    /// The normal-play Grundy value.
    pub g: u32,
    /// `γ0 .. γt`: the misère values beside 0, 1, 2, ... heaps of 2, up to the first two that
    /// alternate for ever.
    pub gamma: Vec<u32>,
    /// Whether the position is tame (module docs).
    pub tame: bool,
}

impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let wide = self.gamma.iter().any(|&v| v >= 10);
        let gamma: Vec<String> = self.gamma.iter().map(|v| v.to_string()).collect();
        write!(
            f,
            "{}^{{{}}}",
            self.g,
            gamma.join(if wide { "," } else { "" })
        )
    }
}

impl Genus {
    /// The misère value `G⁻` of the position itself (`γ0`).
    pub fn misere_value(&self) -> u32 {
        self.gamma[0]
    }

    /// Firm (a misère Nim position with a heap of 2 or more): `γ0 = g`.
    fn firm(&self) -> bool {
        self.gamma[0] == self.g
    }
}

/// What the genus says about a sum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SumVerdict {
    /// Every part is tame: whether the player to move wins, by misère Nim's rule.
    Tame {
        /// The first player wins.
        first_wins: bool,
        /// The sum's genus, from the parts'.
        genus: String,
    },
    /// These parts are wild: the genus does not decide.
    Wild(Vec<usize>),
}

/// Decides a sum of parts from their genera (module docs), or names the wild parts.
///
/// ```
/// use impartial_tools::lab::misere::{decide, Genus, SumVerdict};
/// let one = Genus { g: 1, gamma: vec![0, 3, 1], tame: true };
/// let two = Genus { g: 2, gamma: vec![2, 0], tame: true };
/// // Misère Nim: 1 + 1 is won (take one), 1 + 1 + 1 lost, 2 + 1 won.
/// let first = |parts: &[Genus]| match decide(parts) {
///     SumVerdict::Tame { first_wins, .. } => first_wins,
///     SumVerdict::Wild(_) => panic!(),
/// };
/// assert!(first(&[one.clone(), one.clone()]));
/// assert!(!first(&[one.clone(), one.clone(), one.clone()]));
/// assert!(first(&[two, one]));
/// ```
pub fn decide(parts: &[Genus]) -> SumVerdict {
    let wild: Vec<usize> = (0..parts.len()).filter(|&i| !parts[i].tame).collect();
    if !wild.is_empty() {
        return SumVerdict::Wild(wild);
    }
    let g = parts.iter().fold(0, |x, p| x ^ p.g);
    let firm = parts.iter().any(Genus::firm);
    let g0 = if firm { g } else { g ^ 1 };
    let genus = if firm {
        format!("{}^{{{}{}}}", g, g, g ^ 2)
    } else if g == 0 {
        "0^{120}".to_string()
    } else {
        "1^{031}".to_string()
    };
    SumVerdict::Tame {
        first_wins: g0 != 0,
        genus,
    }
}

/// The genus of a misère Nim position of value `g`, fickle or firm, at `k` heaps of 2.
fn nim_gamma(g: u32, fickle: bool, k: usize) -> u32 {
    match (fickle, k) {
        // 0^{120} and 1^{031}: the heaps of 0 and 1 (g = 0 or 1).
        (true, 0) => g ^ 1,
        (true, k) if k % 2 == 1 => g ^ 2,
        (true, _) => g,
        (false, k) => g ^ (2 * (k % 2) as u32),
    }
}

impl<'a> Misere<'a> {
    /// A computation over the game's rules, holding at most `limit` positions.
    pub fn new(rules: &'a dyn HeapRules, limit: usize) -> Misere<'a> {
        Misere {
            rules,
            index: HashMap::new(),
            nodes: Vec::new(),
            limit,
        }
    }

    /// How many positions (sums of heaps) were met.
    pub fn positions(&self) -> usize {
        self.nodes.len()
    }

    /// The genus of the sum of these heaps (in any order, heaps of 0 left out), computing every
    /// position it reaches, iteratively.
    ///
    /// ```
    /// use impartial_lab::Code;
    /// use impartial_tools::lab::misere::Misere;
    /// let kayles = Code::parse("0.77").unwrap();
    /// let mut m = Misere::new(&kayles, 1 << 20);
    /// assert_eq!(m.genus(&[]).unwrap().to_string(), "0^{120}");
    /// assert_eq!(m.genus(&[1]).unwrap().to_string(), "1^{031}");
    /// assert_eq!(m.genus(&[2]).unwrap().to_string(), "2^{20}");
    /// ```
    pub fn genus(&mut self, heaps: &[usize]) -> Result<Genus, String> {
        let id = self.node(heaps)?;
        let node = &self.nodes[id];
        let len = node.s.len();
        let gamma_at = |k: usize| node.at(k)[0];
        // The least start of the alternation of γ itself (s alternates from len - 2).
        let mut start = len - 2;
        while start > 0 && gamma_at(start - 1) == gamma_at(start + 1) {
            start -= 1;
        }
        Ok(Genus {
            g: node.g,
            gamma: (0..start + 2).map(gamma_at).collect(),
            tame: node.tame,
        })
    }

    fn key(heaps: &[usize]) -> Vec<usize> {
        let mut k: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
        k.sort_unstable();
        k
    }

    /// The options of a sum: one heap of each size replaced by one of its options.
    fn moves(&self, heaps: &[usize]) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        let mut options = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue;
            }
            options.clear();
            self.rules.options(h, &mut options);
            for o in &options {
                let mut next: Vec<usize> = heaps[..i].to_vec();
                next.extend_from_slice(&heaps[i + 1..]);
                next.extend_from_slice(o);
                out.push(Self::key(&next));
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The position of a sum, computed with all it reaches (an explicit stack, no recursion).
    fn node(&mut self, heaps: &[usize]) -> Result<usize, String> {
        let root = Self::key(heaps);
        if let Some(&id) = self.index.get(&root) {
            return Ok(id);
        }
        // (position, its options, the next option to look at); on the stack = in `pending`.
        let mut stack: Vec<(Vec<usize>, Vec<Vec<usize>>, usize)> = Vec::new();
        let mut pending: HashMap<Vec<usize>, ()> = HashMap::new();
        let first = self.moves(&root);
        pending.insert(root.clone(), ());
        stack.push((root, first, 0));
        while let Some((_, options, next)) = stack.last_mut() {
            if let Some(o) = options.get(*next).cloned() {
                *next += 1;
                if self.index.contains_key(&o) {
                    continue;
                }
                if pending.contains_key(&o) {
                    return Err(format!(
                        "--misere: the position {} is reachable from itself (misère play needs moves that end)",
                        show(&o)
                    ));
                }
                if self.nodes.len() + stack.len() >= self.limit {
                    return Err(format!(
                        "--misere: more than {} sums of heaps to look at; give smaller heaps",
                        self.limit
                    ));
                }
                let further = self.moves(&o);
                pending.insert(o.clone(), ());
                stack.push((o, further, 0));
                continue;
            }
            let (heaps, options, _) = stack.pop().expect("the stack is not empty");
            pending.remove(&heaps);
            let ids: Vec<usize> = options.iter().map(|o| self.index[o]).collect();
            let node = self.compute(ids, &heaps)?;
            self.index.insert(heaps, self.nodes.len());
            self.nodes.push(node);
        }
        Ok(self.index[&Self::key(heaps)])
    }

    /// A position's values from its options' (module docs: the recurrence for `s_k`).
    fn compute(&self, options: Vec<usize>, heaps: &[usize]) -> Result<Node, String> {
        let g = impartial::grundy::mex(options.iter().map(|&o| self.nodes[o].g));
        let settled = options
            .iter()
            .map(|&o| self.nodes[o].s.len() - 2)
            .max()
            .unwrap_or(0);
        let mut s: Vec<[u32; 2]> = Vec::new();
        let mut k = 0;
        loop {
            let mut zero: Vec<u32> = options.iter().map(|&o| self.nodes[o].at(k)[0]).collect();
            let mut one: Vec<u32> = options.iter().map(|&o| self.nodes[o].at(k)[1]).collect();
            if k >= 1 {
                // A heap of 2 taken whole or down to 1 (and *1 + *1 counts as nothing).
                zero.extend(s[k - 1]);
                one.extend(s[k - 1]);
            }
            let v0 = if options.is_empty() && k == 0 {
                1
            } else {
                impartial::grundy::mex(zero)
            };
            one.push(v0);
            let v1 = impartial::grundy::mex(one);
            s.push([v0, v1]);
            if k >= 2 && k > settled && s[k] == s[k - 2] {
                s.pop();
                break;
            }
            k += 1;
            if k > settled + 64 {
                return Err(format!(
                    "--misere: the misère values of {} beside heaps of 2 did not alternate within {} of them",
                    show(heaps),
                    k
                ));
            }
        }
        let mut node = Node {
            options,
            g,
            s,
            tame: false,
        };
        let len = node.s.len();
        let fickle = node.s[0][0] != g;
        let nim_like =
            (g <= 1 || !fickle) && (0..len + 2).all(|k| node.at(k)[0] == nim_gamma(g, fickle, k));
        node.tame = nim_like && node.options.iter().all(|&o| self.nodes[o].tame);
        Ok(node)
    }
}

/// `3+4+5`, or `0` for no heap.
///
/// ```
/// use impartial_tools::lab::misere::show;
/// assert_eq!(show(&[3, 4, 5]), "3+4+5");
/// assert_eq!(show(&[]), "0");
/// ```
pub fn show(heaps: &[usize]) -> String {
    if heaps.is_empty() {
        return "0".to_string();
    }
    let h: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    h.join("+")
}

#[cfg(test)]
mod tests {
    use super::*;
    use impartial_lab::Code;

    type State = (Vec<usize>, usize, usize);

    /// `G⁻` of `heaps + twos·*2 + ones·*1` by the definition over the real moves, with every
    /// Nim heap kept as it is (no `*1 + *1 = 0`), memoised, with an explicit stack.
    fn brute(code: &Code, start: State, memo: &mut HashMap<State, u32>) -> u32 {
        let options = |(heaps, twos, ones): &State| {
            let mut out: Vec<State> = Vec::new();
            let mut o = Vec::new();
            for i in 0..heaps.len() {
                o.clear();
                code.options(heaps[i], &mut o);
                for opt in &o {
                    let mut h: Vec<usize> = heaps[..i].to_vec();
                    h.extend_from_slice(&heaps[i + 1..]);
                    h.extend(opt.iter().copied().filter(|&x| x > 0));
                    h.sort_unstable();
                    out.push((h, *twos, *ones));
                }
            }
            if *twos > 0 {
                out.push((heaps.clone(), twos - 1, ones + 1));
                out.push((heaps.clone(), twos - 1, *ones));
            }
            if *ones > 0 {
                out.push((heaps.clone(), *twos, ones - 1));
            }
            out
        };
        let mut stack = vec![start.clone()];
        while let Some(top) = stack.last().cloned() {
            if memo.contains_key(&top) {
                stack.pop();
                continue;
            }
            let opts = options(&top);
            let missing: Vec<State> = opts
                .iter()
                .filter(|o| !memo.contains_key(*o))
                .cloned()
                .collect();
            if missing.is_empty() {
                let v = if opts.is_empty() {
                    1
                } else {
                    impartial::grundy::mex(opts.iter().map(|o| memo[o]))
                };
                memo.insert(top, v);
                stack.pop();
            } else {
                stack.extend(missing);
            }
        }
        memo[&start]
    }

    /// γk for any k, from the written genus (it alternates after its last two).
    fn gamma_k(g: &Genus, k: usize) -> u32 {
        let t = g.gamma.len();
        if k < t {
            g.gamma[k]
        } else {
            g.gamma[t - 2 + (k - (t - 2)) % 2]
        }
    }

    const GAMES: [&str; 4] = ["0.77", "0.07", "sub:1,3,4", "0.312"];

    /// Every γk (k <= 5) of single heaps and of sums of two against the search, which also
    /// counts each `*1` as it is.
    #[test]
    fn genus_agrees_with_the_search() {
        let mut compared = 0;
        for name in GAMES {
            let code = Code::parse(name).unwrap();
            let mut m = Misere::new(&code, 1 << 20);
            let mut memo = HashMap::new();
            let normal = impartial_lab::grundy_values(&code, 12).unwrap();
            let mut sums: Vec<Vec<usize>> = (0..12).map(|n| vec![n]).collect();
            for a in 1..7 {
                for b in a..7 {
                    sums.push(vec![a, b]);
                }
            }
            for heaps in sums {
                let genus = m.genus(&heaps).unwrap();
                let g = heaps.iter().fold(0, |x, &h| x ^ normal[h]);
                assert_eq!(genus.g, g, "{} {:?}", name, heaps);
                for k in 0..6 {
                    let want = brute(&code, (Misere::key(&heaps), k, 0), &mut memo);
                    assert_eq!(gamma_k(&genus, k), want, "{} {:?} k = {}", name, heaps, k);
                    compared += 1;
                    // G⁻(Y + *1 + *1) = G⁻(Y), which the recurrence relies on.
                    let ones = brute(&code, (Misere::key(&heaps), k, 2), &mut memo);
                    assert_eq!(ones, want);
                }
            }
        }
        assert_eq!(compared, 4 * (12 + 21) * 6);
    }

    /// Sums of two and three heaps: where every heap is tame the genus decides, and it agrees
    /// with the search; the lab's own misère value of the sum agrees everywhere.
    #[test]
    fn tame_sums_are_decided_wild_ones_are_said() {
        for name in GAMES {
            let code = Code::parse(name).unwrap();
            let mut m = Misere::new(&code, 1 << 20);
            let mut memo = HashMap::new();
            let genera: Vec<Genus> = (0..10).map(|n| m.genus(&[n]).unwrap()).collect();
            let (mut tame, mut wild) = (0, 0);
            for a in 0..10 {
                for b in a..10 {
                    for c in [None].into_iter().chain((b..10).map(Some)) {
                        let mut heaps = vec![a, b];
                        heaps.extend(c);
                        let lost = brute(&code, (Misere::key(&heaps), 0, 0), &mut memo) == 0;
                        assert_eq!(m.genus(&heaps).unwrap().misere_value() == 0, lost);
                        let parts: Vec<Genus> = heaps.iter().map(|&h| genera[h].clone()).collect();
                        match decide(&parts) {
                            SumVerdict::Tame { first_wins, .. } => {
                                assert_eq!(first_wins, !lost, "{} {:?}", name, heaps);
                                tame += 1;
                            }
                            SumVerdict::Wild(w) => {
                                assert!(w.iter().all(|&i| !parts[i].tame));
                                wild += 1;
                            }
                        }
                    }
                }
            }
            eprintln!(
                "{}: {} sums decided by the genus, {} with a wild heap",
                name, tame, wild
            );
            assert!(tame > 20, "{}", name);
        }
    }

    /// Misère Nim (Bouton): every heap is tame, with a Nim heap's genus, and the genus decides
    /// as `impartial::misere` does.
    #[test]
    fn misere_nim_is_tame() {
        let nim = Code::parse("0.[3]").unwrap();
        let mut m = Misere::new(&nim, 1 << 20);
        let shown: Vec<String> = (0..6).map(|n| m.genus(&[n]).unwrap().to_string()).collect();
        assert_eq!(
            shown,
            ["0^{120}", "1^{031}", "2^{20}", "3^{31}", "4^{46}", "5^{57}"]
        );
        let genera: Vec<Genus> = (0..8).map(|n| m.genus(&[n]).unwrap()).collect();
        for a in 0..8u64 {
            for b in a..8 {
                for c in b..8 {
                    let parts = [a, b, c].map(|h| genera[h as usize].clone());
                    match decide(&parts) {
                        SumVerdict::Tame { first_wins, .. } => {
                            assert_eq!(first_wins, !impartial::misere::is_p_position(&[a, b, c]))
                        }
                        SumVerdict::Wild(_) => panic!("Nim is tame"),
                    }
                }
            }
        }
    }

    /// The published genera of 0.312 (Plambeck's page on the game: heaps 1 to 6, and the heap
    /// of 4 twice), compared as sequences, whatever length each is written to.
    #[test]
    fn published_genera_of_0_312() {
        let code = Code::parse("0.312").unwrap();
        let mut m = Misere::new(&code, 1 << 20);
        let published: [(&[usize], u32, &[u32]); 7] = [
            (&[1], 1, &[0, 3, 1, 3, 1]),
            (&[2], 2, &[2, 0]),
            (&[3], 0, &[0, 2]),
            (&[4], 2, &[1, 4, 2, 0]),
            (&[5], 0, &[0, 2]),
            (&[6], 1, &[1, 3]),
            (&[4, 4], 0, &[1, 2, 0, 2]),
        ];
        for (heaps, g, gamma) in published {
            let genus = m.genus(heaps).unwrap();
            assert_eq!(genus.g, g, "{:?}", heaps);
            for k in 0..8 {
                let want = gamma[if k < gamma.len() {
                    k
                } else {
                    gamma.len() - 2 + (k - (gamma.len() - 2)) % 2
                }];
                assert_eq!(gamma_k(&genus, k), want, "{:?} k = {}", heaps, k);
            }
        }
        // The heap of 4 is wild (2^{1420} is no Nim heap's genus).
        assert!(!m.genus(&[4]).unwrap().tame);
        assert_eq!(m.genus(&[4]).unwrap().to_string(), "2^{1420}");
    }

    #[test]
    fn wide_values_and_limits() {
        let g = Genus {
            g: 12,
            gamma: vec![12, 14],
            tame: true,
        };
        assert_eq!(g.to_string(), "12^{12,14}");
        let nim = Code::parse("0.[3]").unwrap();
        let mut m = Misere::new(&nim, 10);
        let e = m.genus(&[5, 6, 7]).unwrap_err();
        assert!(
            e.contains("more than 10 sums of heaps") && !e.contains('\n'),
            "{}",
            e
        );
    }
}
