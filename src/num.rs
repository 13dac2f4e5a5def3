//! Exact integer helpers: integer square roots and k-th roots.
//!
//! Game formulas such as Wythoff's `floor(k * phi)` or "how many perfect powers are at most n"
//! are often written with `sqrt` or `pow(n, 1.0 / k)` on doubles, which is wrong once the values
//! pass 2^53. Here every root is the exact floor, found by a first guess and then corrected with
//! checked integer arithmetic, so the result is right for every input.

/// The floor of the square root of `n`: the largest `r` with `r * r <= n`.
///
/// # Complexity
/// O(log n) (Newton's method from an over-estimate).
///
/// ```
/// use impartial::num::isqrt;
/// assert_eq!(isqrt(0), 0);
/// assert_eq!(isqrt(24), 4);
/// assert_eq!(isqrt(25), 5);
/// assert_eq!(isqrt(u64::MAX), 4_294_967_295);
/// ```
pub fn isqrt(n: u64) -> u64 {
    isqrt_u128(n as u128) as u64
}

/// The floor of the square root of a `u128`: the largest `r` with `r * r <= n`.
///
/// Newton's iteration `r -> (r + n / r) / 2` decreases monotonically from any start above the
/// root and stops at the floor of the root; starting from a power of two above it keeps every
/// step in range.
///
/// # Complexity
/// O(log n).
///
/// ```
/// use impartial::num::isqrt_u128;
/// assert_eq!(isqrt_u128(u128::MAX), u64::MAX as u128);
/// assert_eq!(isqrt_u128(1 << 100), 1 << 50);
/// assert_eq!(isqrt_u128((1 << 100) - 1), (1 << 50) - 1);
/// ```
pub fn isqrt_u128(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let bits = 128 - n.leading_zeros();
    // 2^ceil(bits/2) > sqrt(n)
    let mut r: u128 = 1 << ((bits + 1) / 2);
    loop {
        let next = (r + n / r) / 2;
        if next >= r {
            return r;
        }
        r = next;
    }
}

/// `base^exp` if it fits in a `u64`, else `None`.
///
/// ```
/// use impartial::num::checked_pow;
/// assert_eq!(checked_pow(3, 4), Some(81));
/// assert_eq!(checked_pow(2, 64), None);
/// assert_eq!(checked_pow(0, 0), Some(1));
/// ```
pub fn checked_pow(base: u64, exp: u32) -> Option<u64> {
    let mut result: u64 = 1;
    for _ in 0..exp {
        result = result.checked_mul(base)?;
    }
    Some(result)
}

/// The floor of the `k`-th root of `n`: the largest `r` with `r^k <= n`, for `k >= 1`.
///
/// The root has at most `ceil(bits(n) / k)` bits; they are set from the top, each kept when the
/// candidate's `k`-th power, in checked arithmetic, is still at most `n`. (For `k = 2` this is
/// as fast as [`isqrt`]'s Newton steps, whose `u128` divisions cost as much as the bit loop.)
///
/// # Complexity
/// O(log n * k) multiplications (binary search over the bits of the root).
///
/// # Panics
/// If `k == 0` (the 0-th root is undefined).
///
/// ```
/// use impartial::num::iroot;
/// assert_eq!(iroot(8, 3), 2);
/// assert_eq!(iroot(26, 3), 2);
/// assert_eq!(iroot(27, 3), 3);
/// assert_eq!(iroot(u64::MAX, 2), 4_294_967_295);
/// assert_eq!(iroot(u64::MAX, 63), 2);
/// assert_eq!(iroot(u64::MAX, 64), 1);
/// assert_eq!(iroot(1000, 1), 1000);
/// ```
pub fn iroot(n: u64, k: u32) -> u64 {
    assert!(k >= 1, "the 0-th root is undefined");
    if k == 1 || n < 2 {
        return n;
    }
    // The root has at most ceil(bits / k) bits: search them from the top.
    let bits = 64 - n.leading_zeros();
    let root_bits = (bits + k - 1) / k;
    let mut r: u64 = 0;
    for bit in (0..root_bits).rev() {
        let candidate = r | (1 << bit);
        if checked_pow(candidate, k).is_some_and(|p| p <= n) {
            r = candidate;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isqrt_is_exact_around_every_square() {
        for r in (0u64..5000).chain([65535, 65536, 1 << 31, (1 << 32) - 1]) {
            let sq = r * r;
            assert_eq!(isqrt(sq), r);
            if sq > 0 {
                assert_eq!(isqrt(sq - 1), r - 1);
            }
            assert_eq!(isqrt(sq + 2 * r), r);
        }
        for r in [u64::MAX as u128, (1u128 << 63) + 12345, 3_037_000_499] {
            assert_eq!(isqrt_u128(r * r), r);
            assert_eq!(isqrt_u128(r * r - 1), r - 1);
            assert_eq!(isqrt_u128(r * r + 2 * r), r);
        }
    }

    #[test]
    fn iroot_matches_its_definition_near_every_perfect_power() {
        for k in 2..=64u32 {
            let mut r = 1u64;
            while let Some(p) = checked_pow(r, k) {
                assert_eq!(iroot(p, k), r, "{}-th root of {}", k, p);
                assert_eq!(iroot(p - 1, k), r - 1, "{}-th root of {}", k, p - 1);
                if let Some(q) = p.checked_add(1) {
                    let want = if checked_pow(r + 1, k) == Some(q) {
                        r + 1
                    } else {
                        r
                    };
                    assert_eq!(iroot(q, k), want);
                }
                r += if k == 2 { 9973 } else { 1 };
            }
            if k == 2 {
                for n in (0..100_000).chain((0..64).map(|b| u64::MAX >> b)) {
                    assert_eq!(iroot(n, 2), isqrt(n), "square root of {}", n);
                }
            }
            let top = iroot(u64::MAX, k);
            assert!(checked_pow(top, k).is_some());
            assert!(checked_pow(top + 1, k).is_none());
        }
    }
}
