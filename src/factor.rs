//! Primes and prime factors of 64-bit integers: deterministic Miller–Rabin and Pollard's rho
//! (Brent's variant), exact for every `u64`.
//!
//! **Miller–Rabin.** Write `n - 1 = d · 2^s` with `d` odd. If `n` is an odd prime, then for
//! every base `a` coprime to `n` either `a^d ≡ 1` or `a^(d·2^r) ≡ -1 (mod n)` for some `r < s`,
//! because the only square roots of 1 modulo a prime are ±1 (Fermat: `a^(n-1) ≡ 1`, and the
//! chain of square roots from there must meet -1 or end in 1). A composite passing this for
//! base `a` is a *strong pseudoprime* to base `a`. No composite below `2^64` is a strong
//! pseudoprime to all seven bases 2, 325, 9375, 28178, 450775, 9780504 and 1795265022 (Jim
//! Sinclair, 2011, checked against Feitsma and Galway's list of every base-2 pseudoprime below
//! `2^64`), so those seven decide every `u64` ([`is_prime`]). A base that is a multiple of `n`
//! says nothing and is skipped; among numbers with no factor below 128 that happens only for
//! the primes 407521 and 299210837. The first primes as bases need twelve, 2 to 37 (Jiang and
//! Deng, 2014): 3825123056546413051 = 149491 · 747451 · 34233211 passes the eleven bases 2..31.
//!
//! **Pollard's rho.** For a composite `n` with a prime factor `p`, the sequence
//! `x -> x² + c (mod n)` taken mod `p` repeats after about `√p` steps (the birthday bound), so
//! `gcd(x_i - x_j, n)` reveals a multiple of `p` long before the sequence repeats mod `n`.
//! Brent's variant compares `x_i` with the last power-of-two index and multiplies a batch of
//! differences before one gcd; a gcd of `n` itself backs up to the single differences, and if
//! even those give `n` the constant `c` changes. A step's chain of dependent products leaves
//! the processor idle half the time, so the accelerated tier (`src/factor/fast.rs`) always runs
//! two searches in one loop: the parts of two numbers ([`big_omega_each`]), or, with one part
//! left, that part with two constants; the core tier, which a submission carries, runs one. A
//! factor found is split again until every factor is prime ([`prime_factors`]): about
//! `n^(1/4)` steps for the worst `n`, a product of two primes near `2^32`. What a random 64-bit
//! number costs is decided by its second-largest prime factor `q` (about `√q` steps): a few
//! thousand steps on average, most of them spent on the few numbers whose two largest factors
//! are both above `2^24`.
//!
//! **Ω without the last split.** A composite `m` whose prime factors all exceed `∛m` is the
//! product of exactly two primes, since three would multiply to more than `m`; so [`big_omega`]
//! (in the accelerated tier) need not split it, only rule out a prime factor up to
//! `∛m < 2,642,246`. The search is deterministic: taken mod a prime `p`, its sequence and its
//! batches are the same whatever multiple of `p` is being searched, so the step at which a
//! factor `p` is detected (its gcd first differs from 1) depends on `p` alone, and running the
//! search on `n = p` itself finds it. `DETECTION_RECORDS` lists the primes whose detection step
//! exceeds that of every smaller prime above 127, computed by the tests over all 192,694 primes
//! from 131 to 2,642,245: a search with the constant 1 that runs the record step for `∛m` with
//! no factor has proved `Ω(m) = 2`. That is at most 15,230 steps where the split itself would
//! take about `√q`, up to 65,536. On 10^5 random 64-bit numbers (this project's machine, one
//! core): [`big_omega_each`] 0.61 s, [`big_omega`] one number at a time 0.93 s, counting
//! [`prime_factors`] 1.4 s; the core tier 1.6 s.
//!
//! **Arithmetic.** Products modulo `n` need 128 bits. Odd `n` are multiplied in Montgomery form
//! (`x` stands for `x · 2^64 mod n`), which replaces the 128-bit division of `a · b mod n` by two
//! 64-bit products; small primes (below 128) are divided out first, which also leaves Pollard's
//! rho only numbers with no factor below 128.
//!
//! Judge problem: AtCoder ABC368 F (Dividing Game, [`crate::dividing`]), whose values are
//! `Ω(n)`, the number of prime factors counted with multiplicity ([`big_omega`]).

use std::num::NonZeroU64;

/// The primes below 128, divided out before any test: every base of the Miller–Rabin test is
/// among them, so a number that reaches the test is coprime to every base.
const SMALL_PRIMES: [u64; 31] = [
    2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97,
    101, 103, 107, 109, 113, 127,
];

/// A number with no prime factor below `SMALL_PRIMES`' bound and below its square is a prime.
const SMALL_BOUND_SQUARED: u64 = 128 * 128;

/// The Miller–Rabin bases: Sinclair's seven, a deterministic set for every `u64`.
const BASES: [u64; 7] = [2, 325, 9375, 28178, 450775, 9780504, 1795265022];

/// Arithmetic modulo an odd `n > 1` in Montgomery form: `x` stands for `x · 2^64 mod n`.
struct Montgomery {
    n: u64,
    /// `n^-1 mod 2^64`.
    inverse: u64,
    /// `2^128 mod n`: multiplying by it brings a number into the form.
    r2: u64,
    /// `2^64 mod n`, the form of 1.
    one: u64,
}

impl Montgomery {
    fn new(n: u64) -> Self {
        debug_assert!(n % 2 == 1 && n > 1);
        // Newton's step doubles the correct low bits; n · n ≡ 1 (mod 8) gives the first three.
        let mut inverse = n;
        for _ in 0..5 {
            inverse = inverse.wrapping_mul(2u64.wrapping_sub(n.wrapping_mul(inverse)));
        }
        let one = ((1u128 << 64) % u128::from(n)) as u64;
        let r2 = (u128::from(one) * u128::from(one) % u128::from(n)) as u64;
        Montgomery {
            n,
            inverse,
            r2,
            one,
        }
    }

    /// `t · 2^-64 mod n` for `t < n · 2^64`, in `0..n`. With `m = t · n^-1 mod 2^64`, `t` and
    /// `m · n` agree in their low 64 bits, so `(t - m · n) / 2^64` is the difference of their high
    /// halves, which lies in `(-n, n)`: no 128-bit sum that could overflow.
    #[inline]
    fn reduce(&self, t: u128) -> u64 {
        let m = (t as u64).wrapping_mul(self.inverse);
        let mn = ((u128::from(m) * u128::from(self.n)) >> 64) as u64;
        let high = (t >> 64) as u64;
        if high >= mn {
            high - mn
        } else {
            self.n - (mn - high)
        }
    }

    #[inline]
    fn mul(&self, a: u64, b: u64) -> u64 {
        self.reduce(u128::from(a) * u128::from(b))
    }

    fn form(&self, x: u64) -> u64 {
        self.mul(x % self.n, self.r2)
    }

    /// `bases[k]^exp` for each `k` (in the form), side by side: the powers share the exponent's
    /// bits, and the processor overlaps their independent products.
    fn pow_each<const K: usize>(&self, mut bases: [u64; K], mut exp: u64) -> [u64; K] {
        let mut result = [self.one; K];
        while exp > 0 {
            if exp & 1 == 1 {
                for k in 0..K {
                    result[k] = self.mul(result[k], bases[k]);
                }
            }
            for base in &mut bases {
                *base = self.mul(*base, *base);
            }
            exp >>= 1;
        }
        result
    }

    /// Whether `n` passes the strong probable-prime test to each base in `bases`; a base that is
    /// a multiple of `n` says nothing and passes. The bases are tested side by side (a prime
    /// pays for every base, and three at once cost about what one does).
    fn strong_probable_prime<const K: usize>(&self, bases: [u64; K]) -> bool {
        let n = self.n;
        let s = (n - 1).trailing_zeros();
        let minus_one = n - self.one;
        let powers = self.pow_each(bases.map(|a| self.form(a)), (n - 1) >> s);
        (0..K).all(|k| {
            let mut x = powers[k];
            if bases[k] % n == 0 || x == self.one || x == minus_one {
                return true;
            }
            for _ in 1..s {
                x = self.mul(x, x);
                if x == minus_one {
                    return true;
                }
            }
            false
        })
    }
}

/// The greatest common divisor, by Stein's binary algorithm (no division).
fn gcd(mut a: u64, mut b: u64) -> u64 {
    if a == 0 || b == 0 {
        return a | b;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// Whether an odd `n` with no prime factor below 128 is prime: the seven bases, base 2 alone
/// first (it alone rejects nearly every composite), then the other six three at a time.
fn is_large_prime(n: u64) -> bool {
    if n < SMALL_BOUND_SQUARED {
        return true;
    }
    let m = Montgomery::new(n);
    let [two, a, b, c, d, e, f] = BASES;
    m.strong_probable_prime([two])
        && m.strong_probable_prime([a, b, c])
        && m.strong_probable_prime([d, e, f])
}

/// Whether `n` is prime.
///
/// # Complexity
/// At most 31 divisions, then seven modular powers: O(log n) products of 64-bit numbers.
///
/// ```
/// use impartial::factor::is_prime;
/// assert!(!is_prime(0) && !is_prime(1) && is_prime(2));
/// assert!(is_prime(18_446_744_073_709_551_557)); // the largest prime below 2^64
/// assert!(!is_prime(3_825_123_056_546_413_051)); // a strong pseudoprime to bases 2..23
/// ```
pub fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    for &p in &SMALL_PRIMES {
        if n % p == 0 {
            return n == p;
        }
    }
    is_large_prime(n)
}

/// Divides the primes below 128 out of `n`, calling `found` for each, and returns what is left:
/// 1, or an odd number with no prime factor below 128.
fn divide_small_primes(mut n: u64, mut found: impl FnMut(u64)) -> u64 {
    for &p in &SMALL_PRIMES {
        while n % p == 0 {
            found(p);
            n /= p;
        }
    }
    n
}

/// A factor `1 < d < n` of an odd composite `n` with no prime factor below 128, by Brent's rho
/// (module docs); a constant that meets `n` itself gives way to the next. The accelerated tier
/// runs the same rounds with two searches in one loop.
#[cfg(not(feature = "fast"))]
fn rho_factor(n: u64) -> u64 {
    const BATCH: u64 = 128;
    let m = Montgomery::new(n);
    let mut c = 1u64;
    loop {
        let step = |x: u64| m.reduce(u128::from(x) * u128::from(x) + u128::from(c));
        let (mut y, mut product, mut length) = (m.one, m.one, 1);
        let (mut x, mut saved);
        let g = 'search: loop {
            x = y;
            for _ in 0..length {
                y = step(y);
            }
            let mut done = 0;
            while done < length {
                saved = y;
                for _ in 0..BATCH.min(length - done) {
                    y = step(y);
                    product = m.mul(product, x.abs_diff(y));
                }
                let g = gcd(product, n);
                if g != 1 {
                    break 'search g;
                }
                done += BATCH;
            }
            length *= 2;
        };
        if g != n {
            return g;
        }
        // The batch overshot: its single differences, from the saved point.
        let mut z = saved;
        for _ in 0..BATCH {
            z = step(z);
            match gcd(x.abs_diff(z), n) {
                1 => {}
                g if g == n => break,
                g => return g,
            }
        }
        c += 1;
    }
}

#[cfg(feature = "fast")]
mod fast;

/// The prime factors of `n`, with multiplicity, in increasing order (none for 1).
///
/// # Complexity
/// At most 31 divisions; then for each factor above 127 a primality test, and for each
/// composite one Pollard rho: expected O(p^(1/2)) steps for its least prime factor `p`, so
/// O(n^(1/4)) in all (about 2^16 steps for a product of two primes near 2^32).
///
/// ```
/// use impartial::factor::prime_factors;
/// use std::num::NonZeroU64;
/// let factors = |n| prime_factors(NonZeroU64::new(n).unwrap());
/// assert_eq!(factors(1), []);
/// assert_eq!(factors(360), [2, 2, 2, 3, 3, 5]);
/// assert_eq!(factors(u64::MAX), [3, 5, 17, 257, 641, 65537, 6700417]);
/// assert_eq!(factors(4_294_967_291 * 4_294_967_291), [4_294_967_291, 4_294_967_291]);
/// ```
pub fn prime_factors(n: NonZeroU64) -> Vec<u64> {
    let mut factors = Vec::new();
    #[cfg(feature = "fast")]
    fast::factor_each(&[n.get()], false, |_, part| {
        if let fast::Part::Prime(p) = part {
            factors.push(p);
        }
    });
    #[cfg(not(feature = "fast"))]
    {
        let n = divide_small_primes(n.get(), |p| factors.push(p));
        // What is left is odd with no factor below 128: split it until every part is prime.
        let mut pending = if n > 1 { vec![n] } else { Vec::new() };
        while let Some(m) = pending.pop() {
            if is_large_prime(m) {
                factors.push(m);
            } else {
                let d = rho_factor(m);
                pending.push(d);
                pending.push(m / d);
            }
        }
    }
    factors.sort_unstable();
    factors
}

/// `Ω(n)`: the number of prime factors of `n` counted with multiplicity (`Ω(1) = 0`; at most 63
/// below `2^64`).
///
/// # Complexity
/// As [`prime_factors`], but a composite part whose prime factors all exceed its cube root is
/// counted as two without being split: at most 15,230 steps of Brent's rho for it instead of
/// the square root of its smaller factor.
///
/// ```
/// use impartial::factor::big_omega;
/// use std::num::NonZeroU64;
/// let omega = |n| big_omega(NonZeroU64::new(n).unwrap());
/// assert_eq!(omega(1), 0);
/// assert_eq!(omega(12), 3);
/// assert_eq!(omega(1 << 63), 63);
/// assert_eq!(omega(u64::MAX), 7);
/// ```
pub fn big_omega(n: NonZeroU64) -> u32 {
    big_omega_each(&[n])[0]
}

/// `Ω` of each number, as [`big_omega`], faster on many numbers than one at a time: the searches
/// of two numbers share one loop.
///
/// ```
/// use impartial::factor::big_omega_each;
/// use std::num::NonZeroU64;
/// let numbers = [1, 12, 1 << 63, u64::MAX].map(|n| NonZeroU64::new(n).unwrap());
/// assert_eq!(big_omega_each(&numbers), [0, 3, 63, 7]);
/// ```
pub fn big_omega_each(numbers: &[NonZeroU64]) -> Vec<u32> {
    #[cfg(feature = "fast")]
    {
        let values: Vec<u64> = numbers.iter().map(|n| n.get()).collect();
        let mut counts = vec![0; numbers.len()];
        fast::factor_each(&values, true, |owner, part| {
            counts[owner] += match part {
                fast::Part::Prime(_) => 1,
                fast::Part::TwoPrimes => 2,
            }
        });
        counts
    }
    // The core tier splits every number.
    #[cfg(not(feature = "fast"))]
    numbers
        .iter()
        .map(|&n| prime_factors(n).len() as u32)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn factors(n: u64) -> Vec<u64> {
        prime_factors(NonZeroU64::new(n).unwrap())
    }

    /// The least prime factor of every number below `limit` (0 and 1 get 0), by a sieve.
    fn least_factors(limit: usize) -> Vec<u32> {
        let mut least = vec![0u32; limit];
        for i in 2..limit {
            if least[i] == 0 {
                for j in (i..limit).step_by(i) {
                    if least[j] == 0 {
                        least[j] = i as u32;
                    }
                }
            }
        }
        least
    }

    /// A strong probable-prime test to base 2 and a strong Lucas test with Selfridge's
    /// parameters: Baillie–PSW, which no composite below 2^64 passes (Gilchrist, Feitsma), and
    /// which shares nothing with the seven bases but the test to base 2. For odd `n > 2` that is
    /// not a perfect square; `u128` arithmetic throughout, slow and plain.
    fn baillie_psw(n: u64) -> bool {
        let n128 = u128::from(n);
        let mul = |a: u128, b: u128| a * b % n128;
        let pow = |mut b: u128, mut e: u128| {
            let mut r = 1u128;
            while e > 0 {
                if e & 1 == 1 {
                    r = mul(r, b);
                }
                b = mul(b, b);
                e >>= 1;
            }
            r
        };
        // Strong test to base 2.
        let s = (n - 1).trailing_zeros();
        let mut x = pow(2, u128::from((n - 1) >> s));
        let mut passes = x == 1 || x == n128 - 1;
        for _ in 1..s {
            x = mul(x, x);
            passes |= x == n128 - 1;
        }
        if !passes {
            return false;
        }
        // Selfridge: the first D in 5, -7, 9, -11, ... with Jacobi (D / n) = -1.
        let jacobi = |a: i128| {
            let mut a = a.rem_euclid(n as i128) as u128;
            let mut m = n128;
            let mut sign = 1;
            while a != 0 {
                while a % 2 == 0 {
                    a /= 2;
                    if m % 8 == 3 || m % 8 == 5 {
                        sign = -sign;
                    }
                }
                std::mem::swap(&mut a, &mut m);
                if a % 4 == 3 && m % 4 == 3 {
                    sign = -sign;
                }
                a %= m;
            }
            if m == 1 {
                sign
            } else {
                0
            }
        };
        let mut d: i128 = 5;
        loop {
            match jacobi(d) {
                -1 => break,
                0 if d.unsigned_abs() != n128 => return false,
                _ => {}
            }
            d = if d > 0 { -(d + 2) } else { -d + 2 };
        }
        // P = 1, Q = (1 - D) / 4; strong Lucas test on n + 1 = k · 2^r.
        let dm = d.rem_euclid(n as i128) as u128;
        let q = ((1 - d) / 4).rem_euclid(n as i128) as u128;
        let half = |v: u128| if v % 2 == 0 { v / 2 } else { (v + n128) / 2 };
        let k = n128 + 1;
        let r = k.trailing_zeros();
        let k = k >> r;
        // U_1 = 1, V_1 = P = 1, Q^1; binary ladder from the top bit of k.
        let (mut u, mut v, mut qk) = (1u128, 1u128, q);
        for bit in (0..127 - k.leading_zeros()).rev() {
            u = mul(u, v);
            v = (mul(v, v) + 2 * (n128 - qk)) % n128;
            qk = mul(qk, qk);
            if k >> bit & 1 == 1 {
                let (u0, v0) = (u, v);
                u = half((u0 + v0) % n128);
                v = half((mul(dm, u0) + v0) % n128);
                qk = mul(qk, q);
            }
        }
        if u == 0 || v == 0 {
            return true;
        }
        for _ in 1..r {
            v = (mul(v, v) + 2 * (n128 - qk)) % n128;
            qk = mul(qk, qk);
            if v == 0 {
                return true;
            }
        }
        false
    }

    /// xorshift64*, for random 64-bit numbers of every size.
    pub(super) fn random_values(seed: u64, count: usize) -> Vec<u64> {
        let mut state = seed;
        (0..count)
            .map(|i| {
                state ^= state >> 12;
                state ^= state << 25;
                state ^= state >> 27;
                let x = state.wrapping_mul(0x2545_f491_4f6c_dd1d);
                x >> (i % 64)
            })
            .collect()
    }

    /// Each factor prime by Baillie–PSW (or by trial division when small) and their product `n`.
    fn assert_factorisation(n: u64, found: &[u64]) {
        let mut product = 1u64;
        for &p in found {
            product = product.checked_mul(p).expect("the product overflows");
            let prime = if p < 1 << 20 {
                p >= 2 && (2..).take_while(|d| d * d <= p).all(|d| p % d != 0)
            } else {
                p % 2 == 1 && crate::num::isqrt(p).pow(2) != p && baillie_psw(p)
            };
            assert!(prime, "{} is not prime (a factor of {})", p, n);
        }
        assert_eq!(product, n, "factors {:?}", found);
        assert!(found.windows(2).all(|w| w[0] <= w[1]), "{:?}", found);
    }

    #[test]
    fn every_number_below_a_million_by_the_sieve() {
        const LIMIT: usize = 1_000_000;
        let least = least_factors(LIMIT);
        for n in 1..LIMIT {
            let mut want = Vec::new();
            let mut m = n;
            while m > 1 {
                want.push(u64::from(least[m]));
                m /= least[m] as usize;
            }
            assert_eq!(factors(n as u64), want, "{}", n);
            assert_eq!(is_prime(n as u64), least[n] as usize == n, "{}", n);
        }
        assert!(!is_prime(0));
    }

    #[test]
    fn strong_pseudoprimes_are_composite() {
        // The least strong pseudoprimes to the first k prime bases (OEIS A014233), each with the
        // prime factors checked by hand against its published factorisation.
        let cases: [(u64, &[u64], usize); 8] = [
            (2047, &[23, 89], 1),
            (1_373_653, &[829, 1657], 2),
            (25_326_001, &[2251, 11251], 3),
            (3_215_031_751, &[151, 751, 28351], 4),
            (2_152_302_898_747, &[6763, 10627, 29947], 5),
            (3_474_749_660_383, &[1303, 16927, 157543], 6),
            (341_550_071_728_321, &[10670053, 32010157], 8),
            (3_825_123_056_546_413_051, &[149491, 747451, 34233211], 11),
        ];
        const FIRST_PRIMES: [u64; 11] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31];
        for (n, want, bases) in cases {
            assert!(!is_prime(n), "{}", n);
            assert_eq!(factors(n), want, "{}", n);
            // It passes the first `bases` prime bases, so a list of those would call it prime;
            // Sinclair's seven do not. (Those with a factor below 128 never reach Miller–Rabin.)
            if want[0] > 127 {
                let m = Montgomery::new(n);
                for &a in &FIRST_PRIMES[..bases] {
                    assert!(m.strong_probable_prime([a]), "{} to base {}", n, a);
                }
                assert!(!m.strong_probable_prime(BASES), "{}", n);
            }
        }
    }

    #[test]
    fn carmichael_numbers_are_composite() {
        // Fermat liars to every coprime base.
        assert_eq!(factors(561), [3, 11, 17]);
        assert_eq!(factors(41_041), [7, 11, 13, 41]);
        assert!(!is_prime(561) && !is_prime(41_041));
        // Chernick's Carmichael numbers (6k + 1)(12k + 1)(18k + 1) with three prime factors,
        // the largest below 2^64 (k below 242,000), whose factors lie near 2^21.
        let mut found = 0;
        for k in (1..242_000u64).rev() {
            let (a, b, c) = (6 * k + 1, 12 * k + 1, 18 * k + 1);
            let Some(n) = a.checked_mul(b).and_then(|ab| ab.checked_mul(c)) else {
                continue;
            };
            if is_prime(a) && is_prime(b) && is_prime(c) {
                assert!(!is_prime(n), "{}", n);
                assert_eq!(factors(n), [a, b, c]);
                found += 1;
                if found == 20 {
                    break;
                }
            }
        }
        assert_eq!(found, 20);
    }

    #[test]
    fn squares_and_products_of_primes_near_2_32() {
        // The primes just below 2^32 (and just above, where the product still fits).
        let below: Vec<u64> = (1u64 << 31..1 << 32)
            .rev()
            .filter(|&p| is_prime(p))
            .take(6)
            .collect();
        assert_eq!(below[0], 4_294_967_291);
        assert_eq!(below[1], 4_294_967_279);
        let above: Vec<u64> = ((1u64 << 32)..).filter(|&p| is_prime(p)).take(3).collect();
        assert_eq!(above[0], 4_294_967_311);
        for &p in &below {
            assert_eq!(factors(p * p), [p, p]);
            assert_eq!(big_omega(NonZeroU64::new(p * p).unwrap()), 2);
            assert!(!is_prime(p * p));
            for &q in below.iter().chain(&above) {
                if let Some(n) = p.checked_mul(q) {
                    let mut want = vec![p, q];
                    want.sort_unstable();
                    assert_eq!(factors(n), want, "{} · {}", p, q);
                }
            }
            assert_eq!(factors(p * 3 * 5), [3, 5, p]);
        }
        // Cubes and higher powers of primes above 127.
        for (p, k) in [(131u64, 9), (2_642_239, 3), (65_521, 4), (251, 8)] {
            let n = (0..k).fold(1u64, |n, _| n * p);
            assert_eq!(factors(n), vec![p; k], "{}^{}", p, k);
        }
    }

    #[test]
    fn the_ends_of_u64() {
        assert_eq!(factors(u64::MAX), [3, 5, 17, 257, 641, 65537, 6_700_417]);
        assert_eq!(factors(1 << 63), vec![2; 63]);
        assert_eq!(big_omega(NonZeroU64::new(1 << 63).unwrap()), 63);
        let p = 18_446_744_073_709_551_557; // the largest prime below 2^64
        assert!(is_prime(p));
        assert!((p + 1..=u64::MAX).all(|n| !is_prime(n)));
        for n in p..=u64::MAX {
            assert_factorisation(n, &factors(n));
        }
        assert_eq!(
            factors(u64::MAX - 1),
            [2, 7, 7, 73, 127, 337, 92_737, 649_657]
        );
        // 3^40 and 2^32 + 1 = 641 · 6700417 (Euler's factor of the Fermat number).
        assert_eq!(factors(3u64.pow(40)), vec![3; 40]);
        assert_eq!(factors((1 << 32) + 1), [641, 6_700_417]);
        assert_eq!(factors(1), []);
    }

    #[test]
    fn random_numbers_factor_into_primes() {
        for n in random_values(0x9e37_79b9_7f4a_7c15, 3000) {
            let n = n.max(1);
            let found = factors(n);
            assert_factorisation(n, &found);
            assert_eq!(is_prime(n), found.len() == 1);
        }
    }

    #[test]
    fn baillie_psw_agrees_with_the_sieve() {
        // The test's own check of the independent test: every odd non-square below 200000.
        let least = least_factors(200_000);
        for n in (3..200_000u64).step_by(2) {
            if crate::num::isqrt(n).pow(2) != n {
                assert_eq!(baillie_psw(n), least[n as usize] as u64 == n, "{}", n);
            }
        }
    }

    #[test]
    fn binary_gcd_is_euclid() {
        let euclid = |mut a: u64, mut b: u64| {
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a
        };
        let values = random_values(0x0123_4567_89ab_cdef, 4000);
        for pair in values.chunks(2) {
            let (a, b) = (pair[0], pair[1]);
            for (a, b) in [
                (a, b),
                (a << 5, b << 3),
                (a, a),
                (0, b),
                ((a >> 3) * 3, (a >> 3) * 7),
                (u64::MAX, b),
            ] {
                assert_eq!(gcd(a, b), euclid(a, b), "gcd({a}, {b})");
            }
        }
    }

    #[test]
    fn omega_counts_the_prime_factors() {
        // The certified count against the full factorisation: random numbers of every size,
        // products of two primes on both sides of the cube root, and three primes near it.
        let omega = |n: u64| big_omega(NonZeroU64::new(n).unwrap()) as usize;
        let values: Vec<NonZeroU64> = random_values(0x5851_f42d_4c95_7f2d, 20_000)
            .into_iter()
            .map(|n| NonZeroU64::new(n.max(1)).unwrap())
            .collect();
        let each = big_omega_each(&values);
        for (&n, &count) in values.iter().zip(&each) {
            let want = factors(n.get()).len();
            assert_eq!(count as usize, want, "{n}");
            assert_eq!(omega(n.get()), want, "{n}");
        }
        // The primes from 131 to ⌊∛(2^64 - 1)⌋ = 2,642,245.
        let least = least_factors(2_642_246);
        let primes: Vec<u64> = (131..least.len())
            .filter(|&p| least[p] as usize == p)
            .map(|p| p as u64)
            .collect();
        let near_root = |r: u64| {
            primes
                .iter()
                .copied()
                .filter(move |&p| p <= r)
                .rev()
                .take(4)
        };
        for r in [200u64, 5_000, 100_000, 1 << 20, 2_642_245] {
            for p in near_root(r) {
                for q in near_root(r) {
                    for s in near_root(r) {
                        let n = p * q * s;
                        assert_eq!(omega(n), 3, "{p} · {q} · {s}");
                        let big = (u64::MAX / n).max(2);
                        let prime_above = ((big / 2)..=big).rev().find(|&b| is_prime(b));
                        if let Some(b) = prime_above.filter(|&b| b > 127) {
                            assert_eq!(omega(n * b), 4, "{n} · {b}");
                        }
                    }
                    // Two primes, the second as large as still fits: certified as two.
                    let q_big = ((u64::MAX / p) / 2..=u64::MAX / p)
                        .rev()
                        .find(|&b| is_prime(b));
                    if let Some(b) = q_big {
                        assert_eq!(omega(p * b), 2, "{p} · {b}");
                    }
                }
            }
        }
    }

    #[test]
    fn montgomery_products_are_products_mod_n() {
        for n in random_values(0x1234_5678_9abc_def1, 300) {
            let n = n | 1;
            if n < 3 {
                continue;
            }
            let m = Montgomery::new(n);
            for pair in random_values(n, 20).chunks(2) {
                let (a, b) = (pair[0] % n, pair[1] % n);
                let want = (u128::from(a) * u128::from(b) % u128::from(n)) as u64;
                let got = m.reduce(u128::from(m.mul(m.form(a), m.form(b))));
                assert_eq!(got, want, "{} · {} mod {}", a, b, n);
            }
        }
        assert_eq!(gcd(0, 12), 12);
        assert_eq!(gcd(48, 180), 12);
        assert_eq!(gcd(u64::MAX, 255), 255);
    }
}
