//! The arithmetic the recognizers read a table with, all in integers: a sieve of least prime
//! factors, the features of `n` a value may depend on, the sparse sets a losing set may be, and
//! the Beatty sequences `floor(k alpha)` for a rational or quadratic irrational `alpha`.

use std::fmt;

/// Least prime factors of `0..len` (`lpf[0] = 0`, `lpf[1] = 1`) and each prime's index among the
/// primes (`index[2] = 1`, `index[3] = 2`; 0 for a number that is not prime).
#[derive(Debug, Clone, Default)]
pub struct Sieve {
    lpf: Vec<u32>,
    index: Vec<u32>,
}

impl Sieve {
    /// The sieve of `0..len` (Eratosthenes, each composite marked by its least prime).
    ///
    /// ```
    /// use impartial_tools::lab::recognize::arith::Sieve;
    /// let s = Sieve::new(30);
    /// assert_eq!((s.lpf(25), s.lpf(29), s.prime_index(29)), (5, 29, 10));
    /// ```
    pub fn new(len: usize) -> Sieve {
        let mut lpf = vec![0u32; len];
        let mut index = vec![0u32; len];
        let mut count = 0;
        for n in 1..len {
            if n == 1 {
                lpf[1] = 1;
                continue;
            }
            if lpf[n] == 0 {
                lpf[n] = n as u32;
                count += 1;
                index[n] = count;
                let mut m = n * n;
                while m < len {
                    if lpf[m] == 0 {
                        lpf[m] = n as u32;
                    }
                    m += n;
                }
            }
        }
        Sieve { lpf, index }
    }

    /// How many numbers the sieve covers.
    pub fn len(&self) -> usize {
        self.lpf.len()
    }

    /// Whether it covers none.
    pub fn is_empty(&self) -> bool {
        self.lpf.is_empty()
    }

    /// The least prime factor of `n` (`n < len`, `n >= 2`).
    pub fn lpf(&self, n: u64) -> u64 {
        u64::from(self.lpf[n as usize])
    }

    /// The index of the prime `p` among the primes (2 is the first).
    pub fn prime_index(&self, p: u64) -> u64 {
        u64::from(self.index[p as usize])
    }

    /// Whether `n` is prime.
    pub fn is_prime(&self, n: u64) -> bool {
        n >= 2 && self.lpf(n) == n
    }

    /// Whether `n` is `p^k` for a prime `p` and `k >= 1`.
    pub fn is_prime_power(&self, n: u64) -> bool {
        if n < 2 {
            return false;
        }
        let p = self.lpf(n);
        let mut m = n;
        while m % p == 0 {
            m /= p;
        }
        m == 1
    }

    /// The number of divisors of `n >= 1`, from its factorization.
    pub fn divisors(&self, n: u64) -> u64 {
        let mut m = n;
        let mut count = 1;
        while m > 1 {
            let p = self.lpf(m);
            let mut e = 0;
            while m % p == 0 {
                m /= p;
                e += 1;
            }
            count *= e + 1;
        }
        count
    }
}

/// A feature of `n` a value may be a function of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feature {
    /// The least prime factor (`n >= 2`).
    Lpf,
    /// The index of the least prime factor among the primes (`n >= 2`; 2 has index 1).
    LpfIndex,
    /// The exponent of 2 in `n` (`n >= 1`).
    TwoAdic,
    /// The number of 1 bits.
    Popcount,
    /// The sum of the digits in base `b` (`b >= 3`; base 2 is the popcount).
    DigitSum(u64),
    /// The number of divisors (`n >= 1`).
    Divisors,
}

impl Feature {
    /// Every feature the recognizers try.
    pub const ALL: [Feature; 8] = [
        Feature::Lpf,
        Feature::LpfIndex,
        Feature::TwoAdic,
        Feature::Popcount,
        Feature::DigitSum(3),
        Feature::DigitSum(10),
        Feature::Divisors,
        Feature::DigitSum(4),
    ];

    /// The least `n` the feature is defined at.
    pub fn least(self) -> u64 {
        match self {
            Feature::Lpf | Feature::LpfIndex => 2,
            Feature::TwoAdic | Feature::Divisors => 1,
            Feature::Popcount | Feature::DigitSum(_) => 0,
        }
    }

    /// The feature of `n >= least()` (`sieve` covering `n` for the prime ones).
    ///
    /// ```
    /// use impartial_tools::lab::recognize::arith::{Feature, Sieve};
    /// let s = Sieve::new(100);
    /// assert_eq!(Feature::LpfIndex.of(91, &s), 4); // 91 = 7 * 13, 7 is the 4th prime
    /// assert_eq!(Feature::DigitSum(10).of(99, &s), 18);
    /// assert_eq!(Feature::Divisors.of(12, &s), 6);
    /// ```
    pub fn of(self, n: u64, sieve: &Sieve) -> u64 {
        match self {
            Feature::Lpf => sieve.lpf(n),
            Feature::LpfIndex => sieve.prime_index(sieve.lpf(n)),
            Feature::TwoAdic => u64::from(n.trailing_zeros()),
            Feature::Popcount => u64::from(n.count_ones()),
            Feature::DigitSum(b) => {
                let (mut m, mut s) = (n, 0);
                while m > 0 {
                    s += m % b;
                    m /= b;
                }
                s
            }
            Feature::Divisors => sieve.divisors(n),
        }
    }

    /// Reads the words `lpf`, `lpf-index`, `v2`, `popcount`, `digitsum B`, `divisors`; the
    /// number of words read.
    pub fn parse(words: &[&str]) -> Option<(Feature, usize)> {
        Some(match *words.first()? {
            "lpf" => (Feature::Lpf, 1),
            "lpf-index" => (Feature::LpfIndex, 1),
            "v2" => (Feature::TwoAdic, 1),
            "popcount" => (Feature::Popcount, 1),
            "divisors" => (Feature::Divisors, 1),
            "digitsum" => {
                let b = words
                    .get(1)?
                    .parse::<u64>()
                    .ok()
                    .filter(|b| (2..=36).contains(b))?;
                (Feature::DigitSum(b), 2)
            }
            _ => return None,
        })
    }

    /// The feature as a term: `pi(lpf(n))`.
    pub fn term(self) -> String {
        match self {
            Feature::Lpf => "lpf(n)".into(),
            Feature::LpfIndex => "pi(lpf(n))".into(),
            Feature::TwoAdic => "v2(n)".into(),
            Feature::Popcount => "popcount(n)".into(),
            Feature::DigitSum(b) => format!("digitsum_{}(n)", b),
            Feature::Divisors => "d(n)".into(),
        }
    }

    /// In words, for a statement: `the least prime factor of n`.
    pub fn words(self) -> String {
        match self {
            Feature::Lpf => "lpf(n), the least prime factor of n".into(),
            Feature::LpfIndex => {
                "pi(lpf(n)), the index of n's least prime factor among the primes".into()
            }
            Feature::TwoAdic => "v2(n), the exponent of 2 in n".into(),
            Feature::Popcount => "popcount(n), the number of 1 bits of n".into(),
            Feature::DigitSum(b) => format!("the digit sum of n in base {}", b),
            Feature::Divisors => "d(n), the number of divisors of n".into(),
        }
    }
}

impl fmt::Display for Feature {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Feature::Lpf => write!(f, "lpf"),
            Feature::LpfIndex => write!(f, "lpf-index"),
            Feature::TwoAdic => write!(f, "v2"),
            Feature::Popcount => write!(f, "popcount"),
            Feature::DigitSum(b) => write!(f, "digitsum {}", b),
            Feature::Divisors => write!(f, "divisors"),
        }
    }
}

/// `alpha = (a + b sqrt(d)) / c`, with `c >= 1`; rational when `b = 0` (then `d = 0`), else `d`
/// is not a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Alpha {
    /// The rational part's numerator.
    pub a: i64,
    /// The coefficient of the square root.
    pub b: u64,
    /// Under the root.
    pub d: u64,
    /// The denominator.
    pub c: u64,
}

/// The integer square root of `x`: the largest `r` with `r * r <= x` (the library's).
pub fn isqrt(x: u128) -> u128 {
    impartial::num::isqrt_u128(x)
}

impl Alpha {
    /// `floor(k alpha)` exactly: `floor((k a + sqrt(k^2 b^2 d)) / c)`, and for a positive integer
    /// `c` and an integer `m`, `floor((m + x) / c) = floor((m + floor(x)) / c)`.
    ///
    /// ```
    /// use impartial_tools::lab::recognize::arith::Alpha;
    /// let phi = Alpha { a: 1, b: 1, d: 5, c: 2 };
    /// let lower: Vec<i128> = (0..8).map(|k| phi.floor_times(k)).collect();
    /// assert_eq!(lower, [0, 1, 3, 4, 6, 8, 9, 11]); // Wythoff's a_k
    /// ```
    pub fn floor_times(&self, k: u64) -> i128 {
        let k = i128::from(k);
        let root = if self.b == 0 {
            0
        } else {
            let b = u128::from(self.b) * k as u128;
            isqrt(b * b * u128::from(self.d)) as i128
        };
        (k * i128::from(self.a) + root).div_euclid(i128::from(self.c))
    }

    /// Whether `alpha >= p / q` (`q >= 1`), exactly.
    pub fn at_least(&self, p: i128, q: i128) -> bool {
        // q (a + b sqrt d) >= c p  <=>  q b sqrt(d) >= c p - q a.
        let r = i128::from(self.c) * p - q * i128::from(self.a);
        if self.b == 0 {
            return r <= 0;
        }
        if r <= 0 {
            return true;
        }
        let lhs = (q as u128) * u128::from(self.b);
        lhs * lhs * u128::from(self.d) >= (r as u128) * (r as u128)
    }

    /// Reads `P`, `P/Q`, `sqrtD`, `B*sqrtD`, `(A+sqrtD)/C`, `(A-B*sqrtD)/C` and the like (no
    /// spaces); `None` for anything else or a square `D`.
    ///
    /// ```
    /// use impartial_tools::lab::recognize::arith::Alpha;
    /// for text in ["(1+sqrt5)/2", "sqrt2", "(-1+sqrt13)/2", "3/2", "(3+sqrt5)/2"] {
    ///     assert_eq!(Alpha::parse(text).unwrap().to_string(), text);
    /// }
    /// ```
    pub fn parse(text: &str) -> Option<Alpha> {
        let (num, c) = match text.rsplit_once('/') {
            Some((n, c)) => (n, c.parse::<u64>().ok().filter(|&c| c >= 1)?),
            None => (text, 1),
        };
        let num = num
            .strip_prefix('(')
            .map_or(Some(num), |n| n.strip_suffix(')'))?;
        let Some(i) = num.find("sqrt") else {
            return Some(Alpha {
                a: num.parse().ok()?,
                b: 0,
                d: 0,
                c,
            });
        };
        let d: u64 = num[i + 4..].parse().ok()?;
        let root = isqrt(u128::from(d)) as u64;
        if root * root == d {
            return None;
        }
        let head = &num[..i];
        let head = head.strip_suffix('*').unwrap_or(head);
        // head: "", "B", "A+", "A+B", "A-B" (a negative root coefficient is not taken).
        let (a, b) = match head.rfind('+') {
            Some(j) => (head[..j].parse().ok()?, &head[j + 1..]),
            None if head.starts_with('-') || head.contains('-') => return None,
            None => (0, head),
        };
        let b = if b.is_empty() { 1 } else { b.parse().ok()? };
        (b >= 1).then_some(Alpha { a, b, d, c })
    }

    /// Roughly, for ordering candidates and for words (never for game math).
    fn complexity(&self) -> u64 {
        self.a.unsigned_abs() + self.b + self.c + self.d
    }
}

impl fmt::Display for Alpha {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.b == 0 {
            return if self.c == 1 {
                write!(f, "{}", self.a)
            } else {
                write!(f, "{}/{}", self.a, self.c)
            };
        }
        let root = if self.b == 1 {
            format!("sqrt{}", self.d)
        } else {
            format!("{}*sqrt{}", self.b, self.d)
        };
        let num = if self.a == 0 {
            root
        } else {
            format!("({}+{})", self.a, root)
        };
        if self.c == 1 {
            write!(f, "{}", num)
        } else if self.a == 0 {
            write!(f, "({})/{}", num, self.c)
        } else {
            write!(f, "{}/{}", num, self.c)
        }
    }
}

/// The candidates `alpha > 1` a Beatty fit tries, simplest first: rationals `p/q` with
/// `q <= 8`, and `(a + b sqrt(d)) / c` with `c <= 4`, `b <= 2`, `d <= 30` not a square and
/// `|a| <= 12`.
pub fn alpha_candidates() -> Vec<Alpha> {
    let mut all = Vec::new();
    for c in 1..=8u64 {
        for p in (c + 1)..=(12 * c) {
            if gcd(p, c) == 1 {
                all.push(Alpha {
                    a: p as i64,
                    b: 0,
                    d: 0,
                    c,
                });
            }
        }
    }
    for c in 1..=4u64 {
        for b in 1..=2u64 {
            for d in 2..=30u64 {
                let r = isqrt(u128::from(d)) as u64;
                if r * r == d {
                    continue;
                }
                for a in -12..=12i64 {
                    let alpha = Alpha { a, b, d, c };
                    if alpha.at_least(1, 1) && alpha.at_least(0, 1) {
                        all.push(alpha);
                    }
                }
            }
        }
    }
    all.sort_by_key(|x| (x.complexity(), x.c, x.b));
    all
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// A set of positions a losing set may be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Form {
    /// `b^k`, `k >= 0`; with `Some(true)` only odd `k`, `Some(false)` only even `k`.
    Powers(u64, Option<bool>),
    /// The primes.
    Primes,
    /// `p^k`, `p` prime, `k >= 1`.
    PrimePowers,
    /// `k^2`, `k >= 0`.
    Squares,
    /// `k (k + 1) / 2`, `k >= 0`.
    Triangular,
    /// The Fibonacci numbers 0, 1, 2, 3, 5, 8, ...
    Fibonacci,
    /// `floor(k alpha)`, `k >= 0`.
    Beatty(Alpha),
    /// Exactly these.
    Finite(Vec<u64>),
}

impl Form {
    /// Whether the form is an infinite set given by a rule (every one but `Finite`).
    pub fn is_rule(&self) -> bool {
        !matches!(self, Form::Finite(_))
    }

    /// The members below `len`, increasing.
    pub fn members(&self, len: u64, sieve: &Sieve) -> Vec<u64> {
        let mut out = Vec::new();
        match self {
            Form::Powers(b, parity) => {
                let (mut x, mut k) = (1u64, 0u64);
                while x < len {
                    if parity.map_or(true, |odd| (k % 2 == 1) == odd) {
                        out.push(x);
                    }
                    match x.checked_mul(*b) {
                        Some(y) => x = y,
                        None => break,
                    }
                    k += 1;
                }
            }
            Form::Primes => out.extend((2..len).filter(|&n| sieve.is_prime(n))),
            Form::PrimePowers => out.extend((2..len).filter(|&n| sieve.is_prime_power(n))),
            Form::Squares => out.extend((0..).map(|k: u64| k * k).take_while(|&s| s < len)),
            Form::Triangular => {
                out.extend((0..).map(|k: u64| k * (k + 1) / 2).take_while(|&s| s < len))
            }
            Form::Fibonacci => {
                let (mut a, mut b) = (0u64, 1u64);
                while a < len {
                    if out.last() != Some(&a) {
                        out.push(a);
                    }
                    let next = a + b;
                    a = b;
                    b = next;
                }
            }
            Form::Beatty(alpha) => {
                for k in 0.. {
                    let x = alpha.floor_times(k);
                    if x >= i128::from(len) {
                        break;
                    }
                    if out.last() != Some(&(x as u64)) {
                        out.push(x as u64);
                    }
                }
            }
            Form::Finite(list) => out.extend(list.iter().copied().filter(|&x| x < len)),
        }
        out
    }

    /// Reads a form's words (`powers 2 odd`, `primes`, `beatty (1+sqrt5)/2`, `finite 0,3,7`);
    /// the number of words read.
    pub fn parse(words: &[&str]) -> Option<(Form, usize)> {
        Some(match *words.first()? {
            "powers" => {
                let b = words.get(1)?.parse::<u64>().ok().filter(|&b| b >= 2)?;
                match words.get(2).copied() {
                    Some("odd") => (Form::Powers(b, Some(true)), 3),
                    Some("even") => (Form::Powers(b, Some(false)), 3),
                    _ => (Form::Powers(b, None), 2),
                }
            }
            "primes" => (Form::Primes, 1),
            "prime-powers" => (Form::PrimePowers, 1),
            "squares" => (Form::Squares, 1),
            "triangular" => (Form::Triangular, 1),
            "fibonacci" => (Form::Fibonacci, 1),
            "beatty" => {
                let alpha = Alpha::parse(words.get(1)?)?;
                // floor(k alpha) is increasing only for alpha >= 1.
                alpha.at_least(1, 1).then_some((Form::Beatty(alpha), 2))?
            }
            "finite" => (Form::Finite(list(words.get(1)?)?), 2),
            _ => return None,
        })
    }

    /// In words.
    pub fn words(&self) -> String {
        match self {
            Form::Powers(b, None) => format!("the powers {}^k", b),
            Form::Powers(b, Some(true)) => format!("the powers {}^k with k odd", b),
            Form::Powers(b, Some(false)) => format!("the powers {}^k with k even", b),
            Form::Primes => "the primes".into(),
            Form::PrimePowers => "the prime powers p^k (k >= 1)".into(),
            Form::Squares => "the squares".into(),
            Form::Triangular => "the triangular numbers k(k+1)/2".into(),
            Form::Fibonacci => "the Fibonacci numbers".into(),
            Form::Beatty(a) => format!("floor(k alpha), k >= 0, alpha = {}", a),
            Form::Finite(l) if l.is_empty() => "none at all".into(),
            Form::Finite(l) => format!("only {}", join(l)),
        }
    }
}

impl fmt::Display for Form {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Form::Powers(b, None) => write!(f, "powers {}", b),
            Form::Powers(b, Some(true)) => write!(f, "powers {} odd", b),
            Form::Powers(b, Some(false)) => write!(f, "powers {} even", b),
            Form::Primes => write!(f, "primes"),
            Form::PrimePowers => write!(f, "prime-powers"),
            Form::Squares => write!(f, "squares"),
            Form::Triangular => write!(f, "triangular"),
            Form::Fibonacci => write!(f, "fibonacci"),
            Form::Beatty(a) => write!(f, "beatty {}", a),
            Form::Finite(l) if l.is_empty() => write!(f, "finite none"),
            Form::Finite(l) => write!(f, "finite {}", join(l)),
        }
    }
}

/// `0,3,7` (or `none`) as numbers.
pub fn list(text: &str) -> Option<Vec<u64>> {
    if text == "none" {
        return Some(Vec::new());
    }
    text.split(',').map(|w| w.parse().ok()).collect()
}

/// Numbers joined by commas.
pub fn join(list: &[u64]) -> String {
    list.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sieve against trial division, and the features against their definitions.
    #[test]
    fn sieve_and_features_by_trial_division() {
        let s = Sieve::new(2000);
        for n in 2..2000u64 {
            let lpf = (2..=n).find(|d| n % d == 0).unwrap();
            assert_eq!(s.lpf(n), lpf, "{}", n);
            let divisors = (1..=n).filter(|d| n % d == 0).count() as u64;
            assert_eq!(s.divisors(n), divisors, "{}", n);
            let index = (2..=lpf).filter(|&p| (2..p).all(|d| p % d != 0)).count() as u64;
            assert_eq!(Feature::LpfIndex.of(n, &s), index, "{}", n);
            let pp = (2..=n).any(|p| s.is_prime(p) && (1..12).any(|k| p.checked_pow(k) == Some(n)));
            assert_eq!(s.is_prime_power(n), pp, "{}", n);
        }
        assert_eq!(Feature::TwoAdic.of(48, &s), 4);
        assert_eq!(Feature::DigitSum(3).of(26, &s), 6);
    }

    /// floor(k alpha) by integers against a slow exact comparison: x = floor(k alpha) is the
    /// x with x <= k alpha < x + 1, each side tested by `at_least`.
    #[test]
    fn beatty_floors_are_exact() {
        for alpha in alpha_candidates().into_iter().step_by(37) {
            for k in (1..3000u64).step_by(7) {
                let x = alpha.floor_times(k);
                let ki = i128::from(k);
                assert!(alpha.at_least(x, ki), "{} {}", alpha, k);
                if alpha.b > 0 {
                    assert!(!alpha.at_least(x + 1, ki), "{} {}", alpha, k);
                } else {
                    assert!(i128::from(alpha.a) * ki < (x + 1) * i128::from(alpha.c));
                }
            }
        }
        for x in [
            0u128,
            1,
            2,
            3,
            4,
            15,
            16,
            17,
            u64::MAX as u128,
            (1u128 << 100) + 7,
        ] {
            let r = isqrt(x);
            assert!(r * r <= x && (r + 1) * (r + 1) > x, "{}", x);
        }
    }

    #[test]
    fn forms_read_back() {
        let s = Sieve::new(100);
        for text in [
            "powers 2",
            "powers 2 odd",
            "powers 3 even",
            "primes",
            "prime-powers",
            "squares",
            "triangular",
            "fibonacci",
            "beatty (1+sqrt5)/2",
            "beatty 5/3",
            "finite 0,4,9",
            "finite none",
        ] {
            let words: Vec<&str> = text.split(' ').collect();
            let (form, used) = Form::parse(&words).unwrap();
            assert_eq!(used, words.len(), "{}", text);
            assert_eq!(form.to_string(), text);
        }
        assert_eq!(
            Form::Powers(2, Some(true)).members(200, &s),
            [2, 8, 32, 128]
        );
        assert_eq!(Form::Fibonacci.members(22, &s), [0, 1, 2, 3, 5, 8, 13, 21]);
        assert!(Form::parse(&["beatty", "1/2"]).is_none());
        assert!(Alpha::parse("sqrt4").is_none());
    }
}
