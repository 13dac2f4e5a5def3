//! The recognizers: each reads the first quarter of a table, proposes at most one rule per
//! scope, and keeps it only if it holds on the whole table ([`super::check`]). What they
//! demand before proposing anything (how many members of a sparse set, how many `n` sharing a
//! feature value) is what keeps them from firing on chance agreements; the tests measure that
//! on random games against tables four times longer.

use super::arith::{alpha_candidates, Feature, Form, Sieve};
use super::{check, Claim, Double, Rule, RuleCheck, Scope};
use std::collections::{BTreeMap, HashMap};

/// A rule found on `G(0..found_on)` that holds on `G(0..checked_to)`: observed to
/// `checked_to`, not proved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The rule, as `lab claim` reads it back.
    pub claim: Claim,
    /// The table it was found on.
    pub found_on: usize,
    /// The table it was checked on.
    pub checked_to: usize,
    /// How many `n` the check tested.
    pub tested: u64,
}

/// The least table the recognizers look at: a quarter of it is where they search.
pub const LEAST_TABLE: usize = 128;

/// The moduli of the residue classes tried.
const MODULI: std::ops::RangeInclusive<u64> = 2..=12;

/// Every recognized rule of `G(0..g.len())`: residue classes first, then the losing set, the
/// features and the doubling recurrence of what the classes leave. Empty below
/// [`LEAST_TABLE`] values. `periodic`: the whole table has a period (the features and
/// recurrences of the whole are then left out: the period says more).
///
/// ```
/// use impartial_tools::lab::recognize::find::recognize;
/// use impartial_tools::lab::recognize::arith::Sieve;
/// // G(n) = v2(n), G(0) = 0: odd n worth 0, and G(2m) = G(m) + 1; no period.
/// let g: Vec<u64> = (0..8000u64).map(|n| if n == 0 { 0 } else { u64::from(n.trailing_zeros()) }).collect();
/// let claims: Vec<String> = recognize(&g, &Sieve::new(g.len()), false)
///     .iter()
///     .map(|f| f.claim.to_string())
///     .collect();
/// assert!(claims.contains(&"in 1 mod 2 value 0".to_string()), "{:?}", claims);
/// assert!(claims.contains(&"in 0 mod 2 from 2 double plus 1".to_string()), "{:?}", claims);
/// ```
pub fn recognize(g: &[u64], sieve: &Sieve, periodic: bool) -> Vec<Finding> {
    if g.len() < LEAST_TABLE {
        return Vec::new();
    }
    let mut out = residues(g, sieve);
    let covered = |out: &[Finding], m: u64, r: u64| {
        out.iter().any(|f| {
            matches!(f.claim.rule, Rule::Value(_) | Rule::Period { .. })
                && m % f.claim.scope.modulus == 0
                && r % f.claim.scope.modulus == f.claim.scope.residue
        })
    };
    let mut scopes = Vec::new();
    if !periodic {
        scopes.push(Scope::all(0));
    }
    for m in 2..=4 {
        for r in 0..m {
            if !covered(&out, m, r) {
                scopes.push(Scope {
                    modulus: m,
                    residue: r,
                    from: 0,
                });
            }
        }
    }
    // The losing set: of the whole, or of a class the others leave.
    for s in &scopes {
        let parent_found = out.iter().any(|f| {
            matches!(f.claim.rule, Rule::Zeros { .. })
                && s.modulus % f.claim.scope.modulus == 0
                && s.residue % f.claim.scope.modulus == f.claim.scope.residue
        });
        if !parent_found {
            out.extend(zeros_in(g, sieve, *s));
        }
    }
    // Features and the recurrence, on the classes of 2 the residues leave, then the whole.
    let mut by_feature = Vec::new();
    for r in 0..2 {
        if !covered(&out, 2, r) {
            by_feature.extend(features_in(
                g,
                sieve,
                Scope {
                    modulus: 2,
                    residue: r,
                    from: 0,
                },
            ));
        }
    }
    if by_feature.is_empty() && !periodic {
        by_feature.extend(features_in(g, sieve, Scope::all(0)));
    }
    out.extend(by_feature);
    if !covered(&out, 2, 0) {
        let scope = if periodic || covered(&out, 2, 1) {
            Scope {
                modulus: 2,
                residue: 0,
                from: 0,
            }
        } else {
            Scope::all(0)
        };
        out.extend(doubling(g, sieve, scope));
    }
    out
}

/// A claim found on `found_on` values, kept when it holds on all of `g`.
fn keep(claim: Claim, g: &[u64], sieve: &Sieve, found_on: usize) -> Option<Finding> {
    match check(&claim, g, sieve) {
        RuleCheck::Holds { tested } if tested > 0 => Some(Finding {
            claim,
            found_on,
            checked_to: g.len(),
            tested,
        }),
        _ => None,
    }
}

/// The least pattern of a sequence that holds from its first eighth on, over at least 128
/// terms and 16 periods: `(k0, period, saltus)`, period at most 64. (Three repeats were
/// fooled by random rules whose values are periodic with a huge period: see the tests.)
fn least_pattern(s: &[u64]) -> Option<(usize, usize, u64)> {
    let len = s.len();
    (1..=(len / 16).min(64)).find_map(|p| {
        let saltus = s[len - 1].checked_sub(s[len - 1 - p])?;
        let last_break = (0..len - p).rev().find(|&k| s[k + p] != s[k] + saltus);
        let k0 = last_break.map_or(0, |k| k + 1);
        let run = len - k0;
        (run >= 128 && run >= 16 * p && 8 * k0 <= len).then_some((k0, p, saltus))
    })
}

/// Residue classes `n = r (mod m)`, `2 <= m <= 12`, constant, periodic or arithmetic from some
/// `n`; a class inside one already found is left out.
pub fn residues(g: &[u64], sieve: &Sieve) -> Vec<Finding> {
    let f = g.len() / 4;
    let mut out: Vec<Finding> = Vec::new();
    for m in MODULI {
        for r in 0..m {
            let inside = out.iter().any(|x| {
                m % x.claim.scope.modulus == 0 && r % x.claim.scope.modulus == x.claim.scope.residue
            });
            if inside {
                continue;
            }
            let class: Vec<u64> = (r as usize..f).step_by(m as usize).map(|n| g[n]).collect();
            if class.len() < 128 {
                continue;
            }
            let Some((k0, p, saltus)) = least_pattern(&class) else {
                continue;
            };
            let rule = if p == 1 && saltus == 0 {
                Rule::Value(class[k0])
            } else {
                Rule::Period {
                    period: p as u64,
                    saltus,
                }
            };
            let scope = Scope {
                modulus: m,
                residue: r,
                // From the class's first n, the scope is the whole class.
                from: if k0 == 0 { 0 } else { r + m * k0 as u64 },
            };
            out.extend(keep(Claim { scope, rule }, g, sieve, f));
        }
    }
    out
}

/// The sparse forms a losing set is tried against, in order.
fn forms() -> Vec<Form> {
    let mut v = Vec::new();
    for b in 2..=10 {
        v.push(Form::Powers(b, None));
        v.push(Form::Powers(b, Some(true)));
        v.push(Form::Powers(b, Some(false)));
    }
    v.extend([
        Form::Squares,
        Form::Triangular,
        Form::Fibonacci,
        Form::Primes,
        Form::PrimePowers,
    ]);
    v
}

/// The losing set of one scope as a sparse form (with at most two exceptions, all in the first
/// sixteenth), a Beatty sequence with `alpha` fitted, or a finite set: the first that holds.
///
/// ```
/// use impartial_tools::lab::recognize::find::zeros_in;
/// use impartial_tools::lab::recognize::{arith::Sieve, Scope};
/// // Worth 0 on the squares, 1 elsewhere.
/// let g: Vec<u64> = (0..3000u64).map(|n| u64::from((0..=55).all(|k| k * k != n))).collect();
/// let found = zeros_in(&g, &Sieve::new(g.len()), Scope::all(0));
/// assert_eq!(found[0].claim.to_string(), "zeros squares");
/// ```
pub fn zeros_in(g: &[u64], sieve: &Sieve, scope: Scope) -> Vec<Finding> {
    let len = g.len() as u64;
    let f = len / 4;
    let zeros: Vec<u64> = scope.iter(f).filter(|&n| g[n as usize] == 0).collect();
    let in_scope = scope.iter(f).count() as u64;
    let claim = |form: Form, with: Vec<u64>, without: Vec<u64>| Claim {
        scope,
        rule: Rule::Zeros {
            form,
            with,
            without,
        },
    };
    // Finite: nothing in the last 63/64 of a search of at least 4,096 (shorter ones were
    // fooled by classes whose first zero comes late: see the tests).
    if f >= 4096 && zeros.last().map_or(true, |&z| z < f / 64) && in_scope >= 1024 {
        let c = claim(Form::Finite(zeros.clone()), Vec::new(), Vec::new());
        return keep(c, g, sieve, f as usize).into_iter().collect();
    }
    for form in forms() {
        let members: Vec<u64> = form
            .members(f, sieve)
            .into_iter()
            .filter(|&n| scope.holds(n))
            .collect();
        let common = members
            .iter()
            .filter(|n| zeros.binary_search(n).is_ok())
            .count();
        let with: Vec<u64> = zeros
            .iter()
            .copied()
            .filter(|n| members.binary_search(n).is_err())
            .collect();
        let without: Vec<u64> = members
            .iter()
            .copied()
            .filter(|n| zeros.binary_search(n).is_err())
            .collect();
        let early = with.iter().chain(&without).all(|&x| x < f / 16);
        if common >= 5 && with.len() + without.len() <= 2 && early {
            if let Some(found) = keep(claim(form, with, without), g, sieve, f as usize) {
                return vec![found];
            }
        }
    }
    if scope.modulus == 1 {
        if let Some(found) = beatty(g, sieve, &zeros, f) {
            return vec![found];
        }
    }
    Vec::new()
}

/// The losing set as `floor(k alpha)`, `k >= 0`: the interval of `alpha` that the zeros found
/// allow, `z_k <= k alpha < z_k + 1`, in fractions; its simplest candidate
/// ([`alpha_candidates`]), kept when the whole table agrees. At least 16 zeros.
fn beatty(g: &[u64], sieve: &Sieve, zeros: &[u64], f: u64) -> Option<Finding> {
    let seq: Vec<u64> = zeros.iter().copied().filter(|&z| z > 0).collect();
    if seq.len() < 16 {
        return None;
    }
    // lo = max z_k / k, hi = min (z_k + 1) / k, as (numerator, denominator).
    let (mut lo, mut hi) = ((0i128, 1i128), (i128::MAX / 4, 1i128));
    for (i, &z) in seq.iter().enumerate() {
        let k = i as i128 + 1;
        let z = i128::from(z);
        if z * lo.1 > lo.0 * k {
            lo = (z, k);
        }
        if (z + 1) * hi.1 < hi.0 * k {
            hi = (z + 1, k);
        }
    }
    if lo.0 * hi.1 >= hi.0 * lo.1 {
        return None;
    }
    // An integer alpha is a residue class, which the classes say better.
    let alpha = alpha_candidates()
        .into_iter()
        .filter(|a| a.b > 0 || a.c > 1)
        .find(|a| {
            if a.b == 0 {
                // lo <= p/c < hi.
                let (p, c) = (i128::from(a.a), i128::from(a.c));
                p * lo.1 >= lo.0 * c && p * hi.1 < hi.0 * c
            } else {
                a.at_least(lo.0, lo.1) && !a.at_least(hi.0, hi.1)
            }
        })?;
    let without = if g[0] == 0 { Vec::new() } else { vec![0] };
    let claim = Claim {
        scope: Scope::all(0),
        rule: Rule::Zeros {
            form: Form::Beatty(alpha),
            with: Vec::new(),
            without,
        },
    };
    keep(claim, g, sieve, f as usize)
}

/// Where a function `key(n) -> G(n)` over the scope's `n` in `lo..top` is consistent: one past
/// the largest `n` whose value differs from that of a larger `n` with the same key (scanning
/// down), with the map seen above it.
fn consistent_from(
    ns: &[u64],
    key: impl Fn(u64) -> u64,
    g: &[u64],
) -> (u64, BTreeMap<u64, u64>, usize) {
    let mut map = BTreeMap::new();
    let mut used = 0;
    for &n in ns.iter().rev() {
        let k = key(n);
        let v = g[n as usize];
        match map.get(&k) {
            Some(&w) if w != v => return (n + 1, map, used),
            Some(_) => {}
            None => {
                map.insert(k, v);
            }
        }
        used += 1;
    }
    (ns.first().copied().unwrap_or(0), map, used)
}

/// `G(n)` as a function of a feature of `n` over a scope: linear in it (at most two feature
/// values excepted) or a plain lookup; from some `n` in the first eighth. Meaningful only with
/// at least 4 feature values, at least 2 values of `G`, and at least half the `n` (and 32)
/// sharing their feature value with a larger one. The linear findings of the scope, or else the
/// first lookup.
pub fn features_in(g: &[u64], sieve: &Sieve, scope: Scope) -> Vec<Finding> {
    let f = (g.len() / 4) as u64;
    let mut linear = Vec::new();
    let mut lookup = None;
    for feature in Feature::ALL {
        let start = Scope {
            from: scope.from.max(feature.least()),
            ..scope
        };
        let ns: Vec<u64> = start.iter(f).collect();
        let (from, map, used) = consistent_from(&ns, |n| feature.of(n, sieve), g);
        // A lookup needs many n to a feature value; a line, four values on it.
        let enough = map.len() >= 4 && used >= 64 && used - map.len() >= used / 2;
        if from > f / 16 || !enough {
            continue;
        }
        let distinct_g: std::collections::BTreeSet<u64> = map.values().copied().collect();
        if distinct_g.len() < 2 {
            continue;
        }
        let scope = Scope { from, ..scope };
        if let Some((x, y, except)) = fit_linear(&map) {
            let claim = Claim {
                scope,
                rule: Rule::Feature {
                    feature,
                    linear: Some((x, y)),
                    except,
                },
            };
            if let Some(found) = keep(claim, g, sieve, f as usize) {
                linear.push(found);
                continue;
            }
        }
        // A plain lookup is weaker evidence (random rules fooled it on 256 values): it needs
        // a search of 1,024 and eight n to each feature value.
        if lookup.is_none() && f >= 1024 && used >= 8 * map.len() {
            let except = if map.len() <= 12 {
                map.iter().map(|(&a, &b)| (a, b)).collect()
            } else {
                Vec::new()
            };
            let claim = Claim {
                scope,
                rule: Rule::Feature {
                    feature,
                    linear: None,
                    except,
                },
            };
            lookup = keep(claim, g, sieve, f as usize);
        }
    }
    if linear.is_empty() {
        lookup.into_iter().collect()
    } else {
        // lpf and its index say the same where both fit: the index is the one with a line.
        linear
    }
}

/// `G = x F + y` and the feature values off the line, with their `G`.
type Line = (u64, i64, Vec<(u64, u64)>);

/// `G = x F + y` (`x >= 1`) on all but at most two of the map's feature values, with at least
/// four on the line and twice as many on it as off it.
fn fit_linear(map: &BTreeMap<u64, u64>) -> Option<Line> {
    let points: Vec<(i128, i128)> = map
        .iter()
        .map(|(&a, &b)| (i128::from(a), i128::from(b)))
        .collect();
    let tail = &points[points.len().saturating_sub(6)..];
    let mut best: Option<(usize, i128, i128)> = None;
    for i in 0..tail.len() {
        for j in i + 1..tail.len() {
            let ((f1, g1), (f2, g2)) = (tail[i], tail[j]);
            if (g2 - g1) % (f2 - f1) != 0 {
                continue;
            }
            let x = (g2 - g1) / (f2 - f1);
            let y = g1 - x * f1;
            if x < 1 {
                continue;
            }
            let on = points.iter().filter(|&&(a, b)| x * a + y == b).count();
            if best.map_or(true, |(o, _, _)| on > o) {
                best = Some((on, x, y));
            }
        }
    }
    let (on, x, y) = best?;
    let off = points.len() - on;
    if on < 4 || off > 2 || on < 2 * off {
        return None;
    }
    let except = points
        .iter()
        .filter(|&&(a, b)| x * a + y != b)
        .map(|&(a, b)| (a as u64, b as u64))
        .collect();
    Some((u64::try_from(x).ok()?, i64::try_from(y).ok()?, except))
}

/// `G(2m)` from `G(m)`: `G(m) + c`, or a lookup that is not constant, from some even `n` in the
/// first eighth, with at least 32 pairs and 2 values of `G(m)`.
pub fn doubling(g: &[u64], sieve: &Sieve, scope: Scope) -> Vec<Finding> {
    let f = (g.len() / 4) as u64;
    let evens = Scope {
        modulus: 2,
        residue: 0,
        from: scope.from.max(2),
    };
    let ns: Vec<u64> = evens.iter(f).collect();
    let (from, map, used) = consistent_from(&ns, |n| g[n as usize / 2], g);
    if from > f / 16 || used < 64 || map.len() < 2 || f < 1024 {
        return Vec::new();
    }
    let images: std::collections::BTreeSet<u64> = map.values().copied().collect();
    if images.len() < 2 {
        return Vec::new();
    }
    let plus = map
        .iter()
        .map(|(&a, &b)| b.checked_sub(a))
        .collect::<Option<std::collections::BTreeSet<u64>>>();
    let rule = match plus {
        Some(c) if c.len() == 1 => Double::Plus(*c.iter().next().unwrap_or(&0)),
        _ => Double::Map(map.iter().map(|(&a, &b)| (a, b)).collect()),
    };
    let claim = Claim {
        scope: Scope {
            modulus: 2,
            residue: 0,
            from: from + from % 2,
        },
        rule: Rule::Double(rule),
    };
    keep(claim, g, sieve, f as usize).into_iter().collect()
}

/// A value table's losing positions below its length.
pub fn zeros(g: &[u64]) -> Vec<u64> {
    (0..g.len() as u64)
        .filter(|&n| g[n as usize] == 0)
        .collect()
}

/// The rules of the losing set alone (for `lab zeros`): of the whole, or else of each class of
/// 2, 3 and 4 the losing set of another class does not cover.
pub fn zero_forms(g: &[u64], sieve: &Sieve) -> Vec<Finding> {
    if g.len() < LEAST_TABLE {
        return Vec::new();
    }
    let whole = zeros_in(g, sieve, Scope::all(0));
    if !whole.is_empty() {
        return whole;
    }
    let mut out: Vec<Finding> = Vec::new();
    let classes = residues(g, sieve);
    let mut done: HashMap<(u64, u64), bool> = HashMap::new();
    for m in 2..=4u64 {
        for r in 0..m {
            let inside = out.iter().chain(&classes).any(|x| {
                m % x.claim.scope.modulus == 0 && r % x.claim.scope.modulus == x.claim.scope.residue
            });
            if inside || done.contains_key(&(m, r)) {
                continue;
            }
            done.insert((m, r), true);
            out.extend(zeros_in(
                g,
                sieve,
                Scope {
                    modulus: m,
                    residue: r,
                    from: 0,
                },
            ));
        }
    }
    // A class whose values are constant says its losing set too (all of it or none of it).
    let mut with_classes: Vec<Finding> = classes
        .into_iter()
        .filter(|x| x.claim.rule == Rule::Value(0))
        .collect();
    with_classes.extend(out);
    if with_classes
        .iter()
        .any(|x| matches!(x.claim.rule, Rule::Zeros { .. }))
    {
        with_classes
    } else {
        Vec::new()
    }
}
