//! `G(n)` for any heap `n: u64` without a table of `G(0..=n)`, wherever a theorem gives it:
//!
//! - **Interval subtraction sets** `sub:L..R` (or the same set listed, `sub:3,4,5`), `L` and `R`
//!   anywhere in `u64`: `G(n) = floor((n mod (L + R)) / L)` ([`interval`]). Bash (`sub:1..k`) is
//!   the case `L = 1`: `G(n) = n mod (k + 1)`.
//! - **Lasker's Nim** `4.[3]` and its split in three `8.[3]`: the values of
//!   [`impartial::splitting`] (the last two of each block of 4 or 8 trade places), proved there
//!   and checked there against the brute force; `u64::MAX` has the value `2^64`.
//! - **Every pattern the lab proves** (finite codes by the periodicity theorem, all-but sets and
//!   other repeating tails with a saltus by the repeated-state theorem): with preperiod `a`,
//!   period `p` and saltus `s`, `G(n) = G(a + (n - a) mod p) + ((n - a) div p) s` for `n >= a`,
//!   computed in `u128` from the table the proof already holds.
//!
//! Values are `u128`, as in [`impartial::splitting`]: the project answers every `u64` heap,
//! and a value may be `2^64` or more (`u64::MAX` in Lasker's Nim). A sum of heaps (`4+6+11`) has
//! the xor of their values (Sprague and Grundy). Where no theorem applies and `n` is beyond the
//! table the lab computes anyway (its default `N`), [`answer`] refuses in one line saying the
//! table `G(0..=n)` would need, before allocating any of it.

use super::analysis::{analyse_within, Known};
use super::{cost, default_limit};
use impartial_lab::{Code, Pattern, Values};
use std::fmt;

/// A value with the reason it is right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// `G(n)` (for a sum, the xor of the heaps' values).
    pub value: u128,
    /// Why, one sentence: the theorem and its parameters, or the table it was read from.
    pub how: String,
}

/// Why no value is given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game's text does not read, or the game is not a heap game.
    Game(String),
    /// No theorem gives `G(n)` and `n` is beyond the table computed: the table it would need.
    NeedTable {
        /// The game as named.
        name: String,
        /// The heap asked for.
        n: u64,
        /// How many values the lab computed (and found no proved pattern in).
        computed: usize,
        /// Bits a value takes in the lab's store at the largest value seen (8, 12, 16 or 32).
        bits: u32,
    },
    /// The value does not fit `u128` (no proved pattern of the lab's reaches that, but the
    /// arithmetic is checked all the same).
    Overflow(String),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Refusal::Game(e) | Refusal::Overflow(e) => write!(f, "{}", e),
            Refusal::NeedTable {
                name,
                n,
                computed,
                bits,
            } => {
                let values = u128::from(*n) + 1;
                let bytes = values * u128::from(*bits) / 8;
                write!(
                    f,
                    "{}: no theorem gives G({}) without a table, and no pattern is proved in the G(0..{}) computed: G(0..={}) would take {} values of {} bits ({})",
                    name,
                    n,
                    computed,
                    n,
                    values,
                    bits,
                    size(bytes)
                )
            }
        }
    }
}

/// `bytes` in the largest binary unit that keeps it at least 1.
fn size(bytes: u128) -> String {
    let units = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let mut i = 0;
    while i + 1 < units.len() && bytes >> (10 * (i + 1)) > 0 {
        i += 1;
    }
    format!("{} {}", bytes >> (10 * i), units[i])
}

/// The interval `L..=R` a subtraction set's text names, when it is one: `sub:L..R`, or items
/// (numbers and ranges `a..b`, comma-separated) whose union is `L..=R`. Numbers anywhere in
/// `u64` (the code reader caps sets at 2^24: it builds the code's digits).
///
/// ```
/// use impartial_tools::lab::closed_form::interval_of;
/// assert_eq!(interval_of("sub:3..5"), Some((3, 5)));
/// assert_eq!(interval_of("sub:5,3,4"), Some((3, 5)));
/// assert_eq!(interval_of("sub:1..4,5..1000000000000"), Some((1, 1_000_000_000_000)));
/// assert_eq!(interval_of("sub:1,3"), None);
/// assert_eq!(interval_of("allbut:1..3"), None);
/// ```
pub fn interval_of(text: &str) -> Option<(u64, u64)> {
    let list = text.strip_prefix("sub:")?;
    let mut items = Vec::new();
    for item in list.split(',') {
        let item = item.trim();
        let number = |t: &str| t.trim().replace('_', "").parse::<u64>().ok();
        let (a, b) = match item.split_once("..") {
            Some((a, b)) => (number(a)?, number(b)?),
            None => (number(item)?, number(item)?),
        };
        if a == 0 || a > b {
            return None;
        }
        items.push((a, b));
    }
    items.sort_unstable();
    let (l, mut r) = items[0];
    for &(a, b) in &items[1..] {
        if a > r.saturating_add(1) {
            return None;
        }
        r = r.max(b);
    }
    Some((l, r))
}

/// The interval theorem: with the moves "remove `k` tokens, `L <= k <= R`" (`L >= 1`),
/// `G(n) = floor((n mod (L + R)) / L)`, for every `n` (`L + R` is taken in `u128`, so `L` and
/// `R` may be anywhere in `u64`).
///
/// *Proof.* Let `m = n mod (L + R)` and `v = floor(m / L)`. An option `n - k` with `k <= m` has
/// the residue `m - k`; these run over `max(0, m - R) ..= m - L`, consecutive numbers starting
/// below `L` (as `m - R < L`), so by induction their values `floor((m - k) / L)` are exactly
/// `0 .. v`. An option with `k > m` (which exists only when `n >= L + R`) has the residue
/// `m - k + L + R >= m + L`, of value at least `v + 1`. So the mex is `v`. (`n < L`: no move,
/// `m = n`, `v = 0`.)
///
/// ```
/// use impartial_tools::lab::closed_form::interval;
/// assert_eq!(interval(3, 5, 10), 0); // 10 mod 8 = 2 < 3
/// assert_eq!(interval(1, 3, u64::MAX), 3); // Bash: 2^64 - 1 is 3 mod 4
/// assert_eq!(interval(u64::MAX, u64::MAX, u64::MAX), 1);
/// ```
pub fn interval(l: u64, r: u64, n: u64) -> u64 {
    assert!(l >= 1 && l <= r, "an interval L..R with 1 <= L <= R");
    let m = u128::from(n) % (u128::from(l) + u128::from(r));
    // m < L + R, so m / L < 1 + R / L <= 1 + R: at most R, a u64.
    (m / u128::from(l)) as u64
}

/// `G(n)` from a pattern and a table that holds `G(0..preperiod + period)`: the table's value
/// below that, and `G(a + (n - a) mod p) + ((n - a) div p) s` from there on, in `u128`
/// (`None` only when it passes `u128`, which `s < 2^64` never does).
///
/// ```
/// use impartial_lab::{Pattern, Values};
/// use impartial_tools::lab::closed_form::by_pattern;
/// let mut values = Values::default();
/// for v in [0, 1] {
///     values.push(v);
/// }
/// // Nim: period 1, saltus 1.
/// let nim = Pattern { preperiod: 0, period: 1, saltus: 1 };
/// assert_eq!(by_pattern(&values, nim, u64::MAX), Some(u128::from(u64::MAX)));
/// ```
pub fn by_pattern(values: &Values, p: Pattern, n: u64) -> Option<u128> {
    let start = p.preperiod.checked_add(p.period)?;
    if n < start {
        return Some(u128::from(values.get(usize::try_from(n).ok()?)));
    }
    let beyond = n - p.preperiod;
    let base = u128::from(values.get(usize::try_from(p.preperiod + beyond % p.period).ok()?));
    u128::from(beyond / p.period)
        .checked_mul(u128::from(p.saltus))?
        .checked_add(base)
}

/// How a game's values are given for every `n`.
enum Rule {
    Interval(u64, u64),
    Splitting(u64),
    Pattern(Values, Pattern, String),
    Table(Values),
}

/// The values of a game's one heap: a theorem's or a proved pattern's, or the table computed.
struct Solved {
    name: String,
    rule: Rule,
    computed: usize,
}

impl Solved {
    fn at(&self, n: u64) -> Result<u128, Refusal> {
        match &self.rule {
            Rule::Interval(l, r) => Ok(u128::from(interval(*l, *r, n))),
            Rule::Splitting(4) => Ok(impartial::splitting::split_in_two_grundy(n)),
            Rule::Splitting(_) => Ok(impartial::splitting::split_in_three_grundy(n)),
            Rule::Pattern(values, p, _) => by_pattern(values, *p, n)
                .ok_or_else(|| Refusal::Overflow(format!("{}: G({}) passes 2^128", self.name, n))),
            Rule::Table(values) => match usize::try_from(n) {
                Ok(i) if i < values.len() => Ok(u128::from(values.get(i))),
                _ => Err(Refusal::NeedTable {
                    name: self.name.clone(),
                    n,
                    computed: self.computed,
                    bits: match values.max() {
                        0..=255 => 8,
                        256..=4095 => 12,
                        4096..=65535 => 16,
                        _ => 32,
                    },
                }),
            },
        }
    }

    fn how(&self) -> String {
        match &self.rule {
            Rule::Interval(1, k) => format!(
                "{}: G(n) = n mod {} for every n (Bash: remove 1 to {}; the interval theorem with L = 1)",
                self.name,
                u128::from(*k) + 1,
                k
            ),
            Rule::Interval(l, r) => format!(
                "{}: G(n) = floor((n mod {}) / {}) for every n (the interval theorem: remove L to R, L = {}, R = {})",
                self.name,
                u128::from(*l) + u128::from(*r),
                l,
                l,
                r
            ),
            Rule::Splitting(b) => format!(
                "{}: G(n) = n but for the last two of each block of {} (n = {}k + {} and {}k + {}), which trade values (proved in impartial::splitting)",
                self.name,
                b,
                b,
                b - 1,
                b,
                b
            ),
            Rule::Pattern(_, p, proof) => {
                let (a, q) = if p.preperiod == 0 {
                    ("n".to_string(), String::new())
                } else {
                    (format!("(n - {})", p.preperiod), format!("{} + ", p.preperiod))
                };
                let saltus = if p.saltus == 0 {
                    String::new()
                } else {
                    format!(" + ({} div {}) * {}", a, p.period, p.saltus)
                };
                let from = if p.preperiod == 0 {
                    "every n".to_string()
                } else {
                    format!("n >= {} (the table below)", p.preperiod)
                };
                format!(
                    "{}: G(n) = G({}{} mod {}){} for {}, proved by {}",
                    self.name, q, a, p.period, saltus, from, proof
                )
            }
            Rule::Table(values) => format!(
                "{}: read from the table G(0..{}) (no pattern proved in it)",
                self.name,
                values.len()
            ),
        }
    }
}

/// The fewest values a run for a small heap computes, to look for a proof.
const LOOK: usize = 4096;

/// Finds how `game`'s values are given up to heap `largest`: a theorem on its text, or the
/// lab's run, stopping once a pattern is proved: to `largest` (at least [`LOOK`] values) and at
/// most to `cap` (a run the lab estimates past its budget is refused).
fn solve(game: &str, largest: u64, cap: Option<usize>, progress: bool) -> Result<Solved, Refusal> {
    let solved = |rule, computed| Solved {
        name: game.to_string(),
        rule,
        computed,
    };
    if game.starts_with("prog:") || game.starts_with("wythoff") {
        return Err(Refusal::Game(format!(
            "{}: no theorem here covers it (a theorem needs a heap game's code, sub: or allbut:)",
            game
        )));
    }
    if let Some((l, r)) = interval_of(game) {
        return Ok(solved(Rule::Interval(l, r), 0));
    }
    let code = Code::parse(game).map_err(|e| Refusal::Game(e.to_string()))?;
    let canonical = code.to_string();
    for (splits, block) in [("4.[3]", 4), ("8.[3]", 8)] {
        if Code::parse(splits).is_ok_and(|c| c.to_string() == canonical) {
            return Ok(solved(Rule::Splitting(block), 0));
        }
    }
    // A plain subtraction code whose set is an interval (written some other way, `0.333`).
    if code.is_subtraction() && code.tail.is_empty() {
        let set: Vec<u64> = (1..=code.max_removal().unwrap_or(0))
            .filter(|&k| code.digit(k).allows(1))
            .map(|k| k as u64)
            .collect();
        if let (Some(&l), Some(&r)) = (set.first(), set.last()) {
            if r - l + 1 == set.len() as u64 {
                return Ok(solved(Rule::Interval(l, r), 0));
            }
        }
    }
    let cap = cap.unwrap_or_else(|| default_limit(&code));
    let wanted = usize::try_from(largest).map_or(cap, |n| n.saturating_add(1));
    let limit = wanted.max(LOOK.min(cap)).min(cap);
    let a = analyse_within(&code, limit, false, progress, Some(cost::BUDGET))
        .map_err(|r| Refusal::Game(r.to_string()))?;
    let computed = a.values.len();
    Ok(match a.known {
        Known::Proved { pattern, proof } => {
            solved(Rule::Pattern(a.values, pattern, proof), computed)
        }
        _ => solved(Rule::Table(a.values), computed),
    })
}

/// `G(n)` of a heap game for any `n: u64`, where a theorem gives it (module docs) or the lab's
/// default table holds it; otherwise the table it would need.
///
/// ```
/// use impartial_tools::lab::closed_form::value;
/// assert_eq!(value("sub:3..5", 1_000_000_000_000_000_000), Ok(0)); // 10^18 is 0 mod 8
/// assert_eq!(value("4.[3]", u64::MAX), Ok(1 << 64));
/// assert_eq!(value("0.77", 1 << 40), Ok(1)); // Kayles: period 12 from 71; 2^40 = 4 mod 12
/// assert!(value("prog:./a.out", 5).is_err()); // a program's rules: no theorem
/// ```
pub fn value(game: &str, n: u64) -> Result<u128, Refusal> {
    answer(game, &[n], false).map(|a| a.value)
}

/// The value of the sum of heaps `heaps` (one heap: its `G(n)`) with the reason;
/// `progress` prints the lab's progress lines on stderr while it computes.
pub fn answer(game: &str, heaps: &[u64], progress: bool) -> Result<Answer, Refusal> {
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let solved = solve(game, largest, None, progress)?;
    let mut value = 0u128;
    let (mut each, mut parts) = (Vec::new(), Vec::new());
    for &n in heaps {
        let v = solved.at(n)?;
        value ^= v;
        each.push(format!("G({}) = {}", n, v));
        parts.push(v.to_string());
    }
    let mut how = solved.how();
    if heaps.len() > 1 {
        // By Sprague-Grundy a sum's value is the xor of its parts'.
        how = format!(
            "{}: {} = {}\n{}",
            each.join(", "),
            parts.join(" xor "),
            value,
            how
        );
    }
    Ok(Answer { value, how })
}

/// Reads a position: a heap (`12`, `10^18`, `1_000`) or a sum of heaps (`4+6+11`).
///
/// ```
/// use impartial_tools::lab::closed_form::heaps;
/// assert_eq!(heaps("4+6+11"), Ok(vec![4, 6, 11]));
/// assert_eq!(heaps("10^18"), Ok(vec![1_000_000_000_000_000_000]));
/// assert!(heaps("2^64").is_err());
/// ```
pub fn heaps(text: &str) -> Result<Vec<u64>, String> {
    let mut column = 1;
    let mut out = Vec::new();
    for part in text.split('+') {
        let word = part.trim().replace('_', "");
        let n = match word.split_once('^') {
            Some((b, e)) => b
                .parse::<u64>()
                .ok()
                .zip(e.parse::<u32>().ok())
                .and_then(|(b, e)| b.checked_pow(e)),
            None => word.parse::<u64>().ok(),
        };
        out.push(n.ok_or_else(|| {
            format!(
                "position \"{}\": column {}: expected a heap from 0 to 2^64 - 1 (12, 10^18) or heaps joined by +, found \"{}\"",
                text, column, part
            )
        })?);
        column += part.chars().count() + 1;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use impartial_lab::Table;

    /// The plain mex over the real moves "remove k in `set`".
    fn brute(set: &[u64], len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::with_capacity(len);
        for n in 0..len as u64 {
            let reached: Vec<u64> = set
                .iter()
                .filter(|&&k| k <= n)
                .map(|&k| g[(n - k) as usize])
                .collect();
            g.push((0..).find(|v| !reached.contains(v)).unwrap());
        }
        g
    }

    fn table(game: &str, len: usize) -> Vec<u64> {
        let mut t = Table::new(&Code::parse(game).unwrap());
        t.extend(len);
        (0..len).map(|i| u64::from(t.values().get(i))).collect()
    }

    /// The interval theorem against the plain mex and the lab's engine, for every n < 3,000
    /// and every 1 <= L <= R <= 12 (Bash: L = 1), written as a range and as a list.
    #[test]
    fn intervals_against_the_brute_force_and_the_table() {
        let len = 3000;
        for l in 1..=12u64 {
            for r in l..=12u64 {
                let set: Vec<u64> = (l..=r).collect();
                let want = brute(&set, len);
                let list = set.iter().map(|k| k.to_string()).collect::<Vec<_>>();
                let listed = format!("sub:{}", list.join(","));
                assert_eq!(table(&listed, len), want, "{}", listed);
                let solved = solve(&format!("sub:{}..{}", l, r), 0, None, false).unwrap();
                let solved_listed = solve(&listed, 0, None, false).unwrap();
                for (n, &v) in want.iter().enumerate() {
                    let v = u128::from(v);
                    assert_eq!(solved.at(n as u64), Ok(v), "sub:{}..{} at {}", l, r, n);
                    assert_eq!(solved_listed.at(n as u64), Ok(v), "{} at {}", listed, n);
                }
            }
        }
        // Larger, sparser parameters against the engine.
        for (l, r) in [(7, 40), (100, 101), (250, 999), (1000, 1000)] {
            let set: Vec<usize> = (l..=r).collect();
            let mut t = Table::new(&Code::subtraction(&set, false));
            t.extend(4000);
            for n in 0..4000 {
                assert_eq!(
                    u64::from(t.values().get(n)),
                    interval(l as u64, r as u64, n as u64),
                    "{}..{} at {}",
                    l,
                    r,
                    n
                );
            }
        }
    }

    /// Huge heaps, by hand: 10^18 = 2^18 5^18 is 0 mod 8; 2^64 - 1 is 7 mod 8 (7 div 3 = 2) and
    /// 1 mod 7 (2^3 = 1 mod 7, so 2^64 = 2 mod 7); 10^18 = 333,333,333 (3 10^9) + 10^9.
    #[test]
    fn huge_heaps_by_hand() {
        let e18 = 1_000_000_000_000_000_000u64;
        assert_eq!(value("sub:3..5", e18), Ok(0));
        assert_eq!(value("sub:3,4,5", u64::MAX), Ok(2));
        assert_eq!(value("sub:1..6", u64::MAX), Ok(1));
        assert_eq!(value("sub:1000000000..2000000000", e18), Ok(1));
        assert_eq!(
            value("sub:18446744073709551615", u64::MAX),
            Ok(1),
            "L = R = 2^64 - 1: u64::MAX / L"
        );
        assert_eq!(value("sub:18446744073709551615", u64::MAX - 1), Ok(0));
        // Lasker's Nim: 2^64 - 1 is 3 mod 4, so it trades with 2^64; 10^18 is 0 mod 4.
        assert_eq!(value("4.[3]", u64::MAX), Ok(1 << 64));
        assert_eq!(value("4.[3]", e18), Ok(u128::from(e18) - 1));
        assert_eq!(value("8.[3]", u64::MAX), Ok(1 << 64));
        // Nim, proved by the repeated-state theorem: G(n) = n.
        assert_eq!(value("0.[3]", u64::MAX), Ok(u128::from(u64::MAX)));
        // allbut:2,3,7: period 4, saltus 2 from 0, G(0..4) = 0 1 0 1 (checked below), so
        // G(2^64 - 1) = G(3) + 2 (2^62 - 1) = 2^63 - 1; 10^18 is 0 mod 4: G(0) + 2 (10^18 / 4).
        assert_eq!(table("allbut:2,3,7", 4), [0, 1, 0, 1]);
        assert_eq!(value("allbut:2,3,7", u64::MAX), Ok((1 << 63) - 1));
        assert_eq!(value("allbut:2,3,7", e18), Ok(e18 as u128 / 2));
        // Kayles at 10^18: 10^k = 4 mod 12 for k >= 2, and (4 - 71) mod 12 = 5, so it is G(76),
        // which the period 4 1 2 8 1 4 7 2 1 8 2 7 (n mod 12 from 0) gives as 1.
        assert_eq!(value("0.77", e18), Ok(1));
        assert_eq!(table("0.77", 77)[76], 1);
    }

    /// Every pattern the lab proves, against the engine's table four to twenty times past the
    /// table its proof used: finite codes, all-but sets, repeating tails with a saltus.
    #[test]
    fn proved_patterns_against_the_table() {
        for game in [
            "0.77",
            "0.07",
            "0.137",
            "sub:1,3,4",
            "sub:2,5,7",
            "allbut:2,3,7",
            "allbut:1",
            "allbut:3,5",
            "allbut:1,2,6,7",
            "0.[3]",
            "0.1[3]",
        ] {
            let solved = solve(game, 0, None, false).unwrap();
            assert!(matches!(solved.rule, Rule::Pattern(..)), "{}", game);
            let len = (solved.computed * 8).clamp(3000, 20_000);
            let want = table(game, len);
            for (n, &v) in want.iter().enumerate() {
                assert_eq!(solved.at(n as u64), Ok(u128::from(v)), "{} at {}", game, n);
            }
        }
    }

    /// Lasker's Nim and the split in three against the engine's tables of the codes.
    #[test]
    fn splitting_against_the_table() {
        for (game, block) in [("4.[3]", 4u64), ("8.[3]", 8)] {
            let solved = solve(game, 0, None, false).unwrap();
            assert!(matches!(solved.rule, Rule::Splitting(b) if b == block));
            let len = if block == 4 { 2000 } else { 300 };
            for (n, &v) in table(game, len).iter().enumerate() {
                assert_eq!(solved.at(n as u64), Ok(u128::from(v)), "{} at {}", game, n);
            }
        }
    }

    /// Where no theorem applies: the table's values below it, and one line with the size of
    /// the table beyond it, before any of it is allocated.
    #[test]
    fn no_theorem_says_the_table_it_needs() {
        let small = table("4!.0", 50);
        let solved = solve("4!.0", 49, None, false).unwrap();
        assert_eq!(solved.computed, LOOK);
        for (n, &v) in small.iter().enumerate() {
            assert_eq!(solved.at(n as u64), Ok(u128::from(v)));
        }
        // 0.3F (observed period 6, saltus 3) has no theorem; its values pass 255 by 600.
        let solved = solve("0.3F", 1 << 60, Some(600), false).unwrap();
        let e = solved.at(1_000_000_000_000_000_000).unwrap_err();
        let text = e.to_string();
        assert!(
            matches!(e, Refusal::NeedTable { computed: 600, .. }),
            "{}",
            text
        );
        assert_eq!(
            text,
            "0.3F: no theorem gives G(1000000000000000000) without a table, and no pattern is proved in the G(0..600) computed: G(0..=1000000000000000000) would take 1000000000000000001 values of 12 bits (1 EiB)"
        );
        assert_eq!(solved.at(599), Ok(u128::from(table("0.3F", 600)[599])));
        assert!(!text.contains('\n'));
        assert!(matches!(value("0.7x", 3), Err(Refusal::Game(_))));
    }

    #[test]
    fn sums_xor_their_heaps() {
        // Bash with k = 3: 4, 6, 11 have 0, 2, 3; xor 1.
        let a = answer("sub:1..3", &[4, 6, 11], false).unwrap();
        assert_eq!(a.value, 1);
        assert!(a
            .how
            .starts_with("G(4) = 0, G(6) = 2, G(11) = 3: 0 xor 2 xor 3 = 1\n"));
        // Two heaps of u64::MAX in Lasker's Nim: 2^64 xor 2^64 = 0; three keep bit 64.
        assert_eq!(answer("4.[3]", &[u64::MAX; 2], false).unwrap().value, 0);
        assert_eq!(
            answer("4.[3]", &[u64::MAX; 3], false).unwrap().value,
            1 << 64
        );
        assert!(heaps("4+x").unwrap_err().contains("column 3"));
        assert!(heaps("18446744073709551616").is_err());
    }
}
