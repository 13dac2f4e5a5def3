//! Patterns beyond a period (issue 36): what a person sees in a table that is not periodic, said
//! as a claim the lab checks. A claim is one rule over a *scope*, the `n` with `n = R (mod M)`
//! and `n >= A`:
//!
//! ```text
//! [in R mod M] [from A] value V                      G(n) = V
//! [in R mod M] [from A] period P [saltus S]          G(n + M P) = G(n) + S
//! [in R mod M] [from A] zeros FORM [with L] [without L]
//!                                                    {n : G(n) = 0} is FORM, plus L, less L
//! [in R mod M] [from A] feature F [linear X Y] [except f:g,...]
//!                                                    G(n) is a function of F(n) (= X F(n) + Y)
//! [in R mod M] [from A] double plus C | double map g:h,...
//!                                                    G(n) = G(n/2) + C, or a function of G(n/2)
//! ```
//!
//! FORM is `powers B [odd|even]`, `primes`, `prime-powers`, `squares`, `triangular`,
//! `fibonacci`, `beatty ALPHA` (`floor(k alpha)`, `k >= 0`, with `alpha` rational or
//! `(a + b sqrt d) / c`, compared in integers only) or `finite L`; F is `lpf`, `lpf-index`, `v2`,
//! `popcount`, `digitsum B` or `divisors` ([`arith`]). A map (`double map`, a `feature` without
//! `linear`) lists the values seen; a value never seen extends it, so the claim is that one
//! function exists.
//!
//! **Observed, never proved.** [`find::recognize`] finds each rule on the first quarter of the
//! table and keeps it only if it holds on the whole table: a finding is *observed to N* (the
//! table's length). No theorem here proves any of them; the tests check that no recognizer fires
//! where its claim is false on tables four times longer, on random games and on games whose rule
//! is known.

pub mod arith;
pub mod find;

use arith::{join, list, Feature, Form, Sieve};
use std::collections::HashMap;
use std::fmt;

/// The `n` a claim speaks of: `n = residue (mod modulus)`, `n >= from`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scope {
    /// `M >= 1` (1: every `n`).
    pub modulus: u64,
    /// `R < M`.
    pub residue: u64,
    /// `A`.
    pub from: u64,
}

impl Scope {
    /// Every `n >= from`.
    pub fn all(from: u64) -> Scope {
        Scope {
            modulus: 1,
            residue: 0,
            from,
        }
    }

    /// Whether `n` is in the scope.
    pub fn holds(&self, n: u64) -> bool {
        n >= self.from && n % self.modulus == self.residue
    }

    /// The scope's `n` below `len`, increasing.
    pub fn iter(&self, len: u64) -> impl Iterator<Item = u64> {
        let m = self.modulus;
        let first = if self.from <= self.residue {
            self.residue
        } else {
            self.from + (self.residue + m - self.from % m) % m
        };
        (first..len).step_by(m as usize)
    }

    fn words(&self) -> String {
        let mut s = String::new();
        if self.modulus > 1 {
            s += &format!("n = {} mod {}", self.residue, self.modulus);
        }
        if self.from > 0 {
            if !s.is_empty() {
                s += ", ";
            }
            s += &format!("n >= {}", self.from);
        }
        if s.is_empty() {
            "every n".into()
        } else {
            s
        }
    }
}

/// What `G(2m)` is, given `G(m)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Double {
    /// `G(2m) = G(m) + c`.
    Plus(u64),
    /// `G(2m) = f(G(m))`, the pairs seen.
    Map(Vec<(u64, u64)>),
}

/// A rule over a scope (module docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule {
    /// `G(n) = V`.
    Value(u64),
    /// `G(n + M P) = G(n) + S` (the class's own period).
    Period {
        /// `P >= 1`, counted in steps of the modulus.
        period: u64,
        /// `S`.
        saltus: u64,
    },
    /// The losing positions are the form's, with the listed ones added and removed.
    Zeros {
        /// The form.
        form: Form,
        /// Losing positions the form does not have.
        with: Vec<u64>,
        /// The form's positions that are not losing.
        without: Vec<u64>,
    },
    /// `G(n)` is a function of a feature of `n`.
    Feature {
        /// The feature.
        feature: Feature,
        /// `G(n) = x F(n) + y` where the feature is not listed in `except`.
        linear: Option<(u64, i64)>,
        /// Feature values and their `G` (with `linear`: the exceptions; without: the values
        /// seen, at most 12 of them).
        except: Vec<(u64, u64)>,
    },
    /// `G(n)` from `G(n / 2)` (the scope's `n` are even).
    Double(Double),
}

/// A claim: a rule over a scope.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    /// Where the rule holds.
    pub scope: Scope,
    /// The rule.
    pub rule: Rule,
}

fn pairs(text: &str) -> Option<Vec<(u64, u64)>> {
    text.split(',')
        .map(|p| {
            let (a, b) = p.split_once(':')?;
            Some((a.parse().ok()?, b.parse().ok()?))
        })
        .collect()
}

fn show_pairs(p: &[(u64, u64)]) -> String {
    p.iter()
        .map(|(a, b)| format!("{}:{}", a, b))
        .collect::<Vec<_>>()
        .join(",")
}

/// The words that make a claim one of these (not `period P [saltus S] [from A]` alone).
pub fn is_recognizer_claim(text: &str) -> bool {
    text.split_whitespace()
        .any(|w| matches!(w, "in" | "value" | "zeros" | "feature" | "double"))
}

impl Claim {
    /// Reads a claim (module docs); the error says which word was expected.
    ///
    /// ```
    /// use impartial_tools::lab::recognize::Claim;
    /// for text in [
    ///     "in 1 mod 2 from 5 value 0",
    ///     "in 0 mod 2 zeros powers 2 odd with 0",
    ///     "in 1 mod 2 from 3 feature lpf-index linear 1 0",
    ///     "in 0 mod 2 from 6 double map 0:1,1:2,2:1",
    ///     "zeros beatty (1+sqrt5)/2",
    ///     "from 2 feature v2 linear 1 -1 except 0:5",
    /// ] {
    ///     assert_eq!(Claim::parse(text).unwrap().to_string(), text);
    /// }
    /// assert!(Claim::parse("in 2 mod 2 value 0").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Claim, String> {
        let w: Vec<&str> = text.split_whitespace().collect();
        let bad = |what: &str, at: usize| {
            Err(format!(
                "claim \"{}\": expected {}, found {}",
                text,
                what,
                w.get(at)
                    .map_or("the end".to_string(), |x| format!("\"{}\"", x))
            ))
        };
        let num = |i: usize| w.get(i).and_then(|x| x.parse::<u64>().ok());
        let mut scope = Scope::all(0);
        let mut i = 0;
        if w.first() == Some(&"in") {
            let (Some(r), Some(&"mod"), Some(m)) = (num(1), w.get(2), num(3)) else {
                return bad("'in R mod M' with R < M", 1);
            };
            if m == 0 || r >= m || m > 1 << 20 {
                return bad("'in R mod M' with R < M", 1);
            }
            scope.modulus = m;
            scope.residue = r;
            i = 4;
        }
        if w.get(i) == Some(&"from") {
            scope.from = match num(i + 1) {
                Some(a) => a,
                None => return bad("a number after from", i + 1),
            };
            i += 2;
        }
        let rule = match w.get(i).copied() {
            Some("value") => match num(i + 1) {
                Some(v) => {
                    i += 2;
                    Rule::Value(v)
                }
                None => return bad("a value after value", i + 1),
            },
            Some("period") => {
                let Some(period) = num(i + 1).filter(|&p| p >= 1) else {
                    return bad("a period P >= 1", i + 1);
                };
                i += 2;
                let mut saltus = 0;
                if w.get(i) == Some(&"saltus") {
                    saltus = match num(i + 1) {
                        Some(s) => s,
                        None => return bad("a number after saltus", i + 1),
                    };
                    i += 2;
                }
                Rule::Period { period, saltus }
            }
            Some("zeros") => {
                let Some((form, used)) = Form::parse(&w[i + 1..]) else {
                    return bad(
                        "a form: powers B [odd|even], primes, prime-powers, squares, triangular, fibonacci, beatty ALPHA or finite L",
                        i + 1,
                    );
                };
                i += 1 + used;
                let (mut with, mut without) = (Vec::new(), Vec::new());
                for (word, slot) in [("with", &mut with), ("without", &mut without)] {
                    if w.get(i) == Some(&word) {
                        *slot = match w.get(i + 1).and_then(|x| list(x)) {
                            Some(l) => l,
                            None => return bad("a list like 0,4,9", i + 1),
                        };
                        i += 2;
                    }
                }
                Rule::Zeros {
                    form,
                    with,
                    without,
                }
            }
            Some("feature") => {
                let Some((feature, used)) = Feature::parse(&w[i + 1..]) else {
                    return bad(
                        "a feature: lpf, lpf-index, v2, popcount, digitsum B or divisors",
                        i + 1,
                    );
                };
                i += 1 + used;
                let mut linear = None;
                if w.get(i) == Some(&"linear") {
                    let x = num(i + 1);
                    let y = w.get(i + 2).and_then(|t| t.parse::<i64>().ok());
                    match (x, y) {
                        (Some(x), Some(y)) => linear = Some((x, y)),
                        _ => return bad("'linear X Y' (G = X F + Y)", i + 1),
                    }
                    i += 3;
                }
                let mut except = Vec::new();
                let word = if linear.is_some() { "except" } else { "map" };
                if w.get(i) == Some(&word) {
                    except = match w.get(i + 1).and_then(|x| pairs(x)) {
                        Some(p) => p,
                        None => return bad("pairs like 1:0,2:3", i + 1),
                    };
                    i += 2;
                }
                scope.from = scope.from.max(feature.least());
                Rule::Feature {
                    feature,
                    linear,
                    except,
                }
            }
            Some("double") => {
                let rule = match (w.get(i + 1).copied(), w.get(i + 2)) {
                    (Some("plus"), Some(c)) => c.parse().ok().map(Double::Plus),
                    (Some("map"), Some(p)) => pairs(p).map(Double::Map),
                    _ => None,
                };
                let Some(rule) = rule else {
                    return bad("'double plus C' or 'double map g:h,...'", i + 1);
                };
                if scope.modulus % 2 == 1 && scope.modulus > 1 || scope.residue % 2 == 1 {
                    return bad("a scope of even n ('in 0 mod 2' or none)", 1);
                }
                i += 3;
                Rule::Double(rule)
            }
            _ => return bad("value, period, zeros, feature or double", i),
        };
        if i < w.len() {
            return bad("the end of the claim", i);
        }
        Ok(Claim { scope, rule })
    }

    /// The claim in words.
    pub fn words(&self) -> String {
        let s = self.scope;
        let m = s.modulus;
        let scope = s.words();
        match &self.rule {
            Rule::Value(v) => format!("G(n) = {} for {}", v, scope),
            Rule::Period { period, saltus } => {
                format!("G(n + {}) = G(n) + {} for {}", m * period, saltus, scope)
            }
            Rule::Zeros {
                form,
                with,
                without,
            } => {
                let mut t = format!("the losing positions among {} are {}", scope, form.words());
                if !with.is_empty() {
                    t += &format!(", and {}", join(with));
                }
                if !without.is_empty() {
                    t += &format!(", but not {}", join(without));
                }
                t
            }
            Rule::Feature {
                feature,
                linear: Some((x, y)),
                except,
            } => {
                let f = feature.term();
                let mut line = if *x == 1 {
                    f.clone()
                } else {
                    format!("{} {}", x, f)
                };
                if *y != 0 {
                    line += &format!(" {} {}", if *y < 0 { '-' } else { '+' }, y.unsigned_abs());
                }
                let mut t = format!("G(n) = {} for {}", line, scope);
                if !except.is_empty() {
                    t += &format!(
                        " except where {} = f, G(n) = g for f:g in {}",
                        f,
                        show_pairs(except)
                    );
                }
                t + &format!(" ({})", feature.words())
            }
            Rule::Feature { feature, .. } => {
                format!("G(n) is a function of {} for {}", feature.words(), scope)
            }
            Rule::Double(d) => {
                // The scope's n are even: say so once.
                let even = if s.modulus == 2 {
                    Scope::all(s.from).words()
                } else {
                    scope
                };
                let even = even.replace("every n", "n");
                match d {
                    Double::Plus(c) => format!("G(n) = G(n/2) + {} for even {}", c, even),
                    Double::Map(p) => format!(
                        "G(n) is a function of G(n/2) for even {} (seen: {})",
                        even,
                        show_pairs(p)
                    ),
                }
            }
        }
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let s = self.scope;
        let mut words = Vec::new();
        if s.modulus > 1 {
            words.push(format!("in {} mod {}", s.residue, s.modulus));
        }
        let least = match &self.rule {
            Rule::Feature { feature, .. } => feature.least(),
            _ => 0,
        };
        if s.from > least && s.from > s.residue {
            words.push(format!("from {}", s.from));
        }
        words.push(match &self.rule {
            Rule::Value(v) => format!("value {}", v),
            Rule::Period { period, saltus: 0 } => format!("period {}", period),
            Rule::Period { period, saltus } => format!("period {} saltus {}", period, saltus),
            Rule::Zeros {
                form,
                with,
                without,
            } => {
                let mut t = format!("zeros {}", form);
                if !with.is_empty() {
                    t += &format!(" with {}", join(with));
                }
                if !without.is_empty() {
                    t += &format!(" without {}", join(without));
                }
                t
            }
            Rule::Feature {
                feature,
                linear,
                except,
            } => {
                let mut t = format!("feature {}", feature);
                if let Some((x, y)) = linear {
                    t += &format!(" linear {} {}", x, y);
                }
                if !except.is_empty() {
                    let word = if linear.is_some() { "except" } else { "map" };
                    t += &format!(" {} {}", word, show_pairs(except));
                }
                t
            }
            Rule::Double(Double::Plus(c)) => format!("double plus {}", c),
            Rule::Double(Double::Map(p)) => format!("double map {}", show_pairs(p)),
        });
        write!(f, "{}", words.join(" "))
    }
}

/// What a claim does against a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleCheck {
    /// Every `n` of the scope below the table's end agrees; `tested` of them were tested.
    Holds {
        /// How many `n` the rule was tested at.
        tested: u64,
    },
    /// The first `n` that disagrees, and why.
    Fails {
        /// The position.
        n: u64,
        /// `the game gives 3, the claim gives 2` or the like.
        why: String,
    },
}

/// Checks `claim` against `G(0..g.len())`, at every `n` of its scope (`sieve` covering the
/// table, for the prime features and forms).
///
/// ```
/// use impartial_tools::lab::recognize::{check, Claim, RuleCheck};
/// use impartial_tools::lab::recognize::arith::Sieve;
/// let g = [0, 1, 0, 1, 2, 0, 2, 0, 1, 0, 1, 0];
/// let s = Sieve::new(g.len());
/// let claim = Claim::parse("in 1 mod 2 from 5 value 0").unwrap();
/// assert_eq!(check(&claim, &g, &s), RuleCheck::Holds { tested: 4 });
/// let claim = Claim::parse("in 1 mod 2 value 0").unwrap();
/// assert!(matches!(check(&claim, &g, &s), RuleCheck::Fails { n: 1, .. }));
/// ```
pub fn check(claim: &Claim, g: &[u64], sieve: &Sieve) -> RuleCheck {
    let len = g.len() as u64;
    let scope = claim.scope;
    let fail = |n: u64, game: String, want: String| RuleCheck::Fails {
        n,
        why: format!("the game gives {}, the claim gives {}", game, want),
    };
    let mut tested = 0;
    match &claim.rule {
        Rule::Value(v) => {
            for n in scope.iter(len) {
                if g[n as usize] != *v {
                    return fail(n, g[n as usize].to_string(), v.to_string());
                }
                tested += 1;
            }
        }
        Rule::Period { period, saltus } => {
            let step = scope.modulus.saturating_mul(*period);
            for n in scope.iter(len) {
                let Some(m) = n.checked_add(step).filter(|&m| m < len) else {
                    break;
                };
                let want = g[n as usize].saturating_add(*saltus);
                if g[m as usize] != want {
                    return fail(m, g[m as usize].to_string(), want.to_string());
                }
                tested += 1;
            }
        }
        Rule::Zeros {
            form,
            with,
            without,
        } => {
            let members = form.members(len, sieve);
            let mut losing = vec![false; g.len()];
            for &x in &members {
                losing[x as usize] = true;
            }
            for &x in without.iter().filter(|&&x| x < len) {
                losing[x as usize] = false;
            }
            for &x in with.iter().filter(|&&x| x < len) {
                losing[x as usize] = true;
            }
            for n in scope.iter(len) {
                let (game, want) = (g[n as usize] == 0, losing[n as usize]);
                if game != want {
                    let say = |l: bool| {
                        if l {
                            "a losing position"
                        } else {
                            "not a losing position"
                        }
                    };
                    return RuleCheck::Fails {
                        n,
                        why: format!(
                            "G({}) = {}, {}; the claim makes it {}",
                            n,
                            g[n as usize],
                            say(game),
                            say(want)
                        ),
                    };
                }
                tested += 1;
            }
        }
        Rule::Feature {
            feature,
            linear,
            except,
        } => {
            let mut map: HashMap<u64, u64> = except.iter().copied().collect();
            for n in scope.iter(len).filter(|&n| n >= feature.least()) {
                let f = feature.of(n, sieve);
                let game = g[n as usize];
                let want = match (map.get(&f), linear) {
                    (Some(&v), _) => Some(v),
                    (None, Some((x, y))) => {
                        let v = i128::from(*x) * i128::from(f) + i128::from(*y);
                        Some(u64::try_from(v).unwrap_or(u64::MAX))
                    }
                    (None, None) => {
                        map.insert(f, game);
                        None
                    }
                };
                if let Some(want) = want.filter(|&w| w != game) {
                    return RuleCheck::Fails {
                        n,
                        why: format!(
                            "the game gives {}, the claim gives {} ({} = {})",
                            game, want, feature, f
                        ),
                    };
                }
                tested += 1;
            }
        }
        Rule::Double(rule) => {
            let mut map: HashMap<u64, u64> = match rule {
                Double::Map(p) => p.iter().copied().collect(),
                Double::Plus(_) => HashMap::new(),
            };
            for n in scope.iter(len).filter(|&n| n % 2 == 0 && n > 0) {
                let (game, half) = (g[n as usize], g[n as usize / 2]);
                let want = match rule {
                    Double::Plus(c) => Some(half.saturating_add(*c)),
                    Double::Map(_) => match map.get(&half) {
                        Some(&v) => Some(v),
                        None => {
                            map.insert(half, game);
                            None
                        }
                    },
                };
                if let Some(want) = want.filter(|&w| w != game) {
                    return RuleCheck::Fails {
                        n,
                        why: format!(
                            "the game gives {}, the claim gives {} (G({}) = {})",
                            game,
                            want,
                            n / 2,
                            half
                        ),
                    };
                }
                tested += 1;
            }
        }
    }
    RuleCheck::Holds { tested }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_read_back_and_errors_say_what() {
        for text in [
            "value 3",
            "in 2 mod 3 period 2 saltus 1",
            "from 7 period 4",
            "zeros primes with 0,1 without 2",
            "zeros finite none",
            "zeros squares",
            "feature digitsum 3",
            "in 1 mod 2 feature popcount map 1:0,2:3",
            "feature lpf linear 1 0",
            "double plus 1",
        ] {
            assert_eq!(Claim::parse(text).unwrap().to_string(), text);
        }
        for (text, want) in [
            ("in 1 mod", "expected 'in R mod M'"),
            ("zeros cubes", "expected a form"),
            ("feature colour", "expected a feature"),
            ("value 1 2", "expected the end of the claim"),
            ("in 1 mod 2 double plus 1", "a scope of even n"),
            ("zeros beatty 1/3", "expected a form"),
        ] {
            let e = Claim::parse(text).unwrap_err();
            assert!(e.contains(want) && !e.contains('\n'), "{}: {}", text, e);
        }
    }

    #[test]
    fn scopes_list_their_n() {
        let s = Scope {
            modulus: 3,
            residue: 2,
            from: 6,
        };
        assert_eq!(s.iter(20).collect::<Vec<_>>(), [8, 11, 14, 17]);
        assert_eq!(Scope::all(3).iter(6).collect::<Vec<_>>(), [3, 4, 5]);
        let s = Scope {
            modulus: 4,
            residue: 1,
            from: 0,
        };
        assert_eq!(s.iter(10).collect::<Vec<_>>(), [1, 5, 9]);
    }

    /// Each rule's check against a table where it fails at a known place.
    #[test]
    fn checks_fail_where_they_should() {
        let g: Vec<u64> = (0..64u64).map(|n| u64::from(n.count_ones())).collect();
        let s = Sieve::new(64);
        let at = |text: &str| match check(&Claim::parse(text).unwrap(), &g, &s) {
            RuleCheck::Holds { .. } => None,
            RuleCheck::Fails { n, .. } => Some(n),
        };
        assert_eq!(at("feature popcount linear 1 0"), None);
        assert_eq!(at("feature popcount"), None);
        assert_eq!(at("double plus 0"), None);
        assert_eq!(at("double plus 1"), Some(2));
        assert_eq!(at("feature v2"), Some(3));
        assert_eq!(at("zeros finite 0"), None);
        assert_eq!(at("zeros powers 2"), Some(0));
        assert_eq!(at("in 1 mod 2 value 1"), Some(3));
        assert_eq!(at("in 1 mod 2 from 64 value 1"), None);
        assert_eq!(at("period 1 saltus 1"), Some(2));
    }
}

#[cfg(test)]
mod trust;
