//! Trap pools more than one family draws from: the neighbours of a value, Fibonacci numbers, the
//! Wythoff pairs a floating-point phi gets wrong, perfect powers.

/// `n` and its neighbours, saturating at the ends of `u64`.
pub(super) fn around(values: impl IntoIterator<Item = u64>) -> Vec<u64> {
    values
        .into_iter()
        .flat_map(|v| [v.saturating_sub(1), v, v.saturating_add(1)])
        .collect()
}

/// Fibonacci numbers 1, 2, 3, 5, ... up to `u64::MAX`.
pub(super) fn fibonacci_numbers() -> Vec<u64> {
    let (mut a, mut b) = (1u64, 2u64);
    let mut all = vec![a];
    while let Some(next) = a.checked_add(b) {
        all.push(b);
        (a, b) = (b, next);
    }
    all.push(b);
    all
}

/// The k where a floating-point golden ratio floors `k phi` the wrong way: Fibonacci numbers
/// (`F_n phi` is within `phi^-n` of an integer) and the ones public solutions were seen to fail
/// on, up to the last pair below `u64::MAX`.
pub(super) fn wythoff_ks() -> Vec<u64> {
    let mut ks = fibonacci_numbers();
    ks.retain(|&k| impartial::wythoff::p_position(k).is_some());
    ks.extend([7_000_000_000_000_000_000 / 2_618, 7_046_029_254_386_353_130]);
    ks
}

/// Wythoff's P-positions' coordinates at and next to the trap k's (see [`wythoff_ks`]).
pub(super) fn wythoff_traps() -> Vec<u64> {
    let mut traps = Vec::new();
    for k in wythoff_ks() {
        if let Some((a, b)) = impartial::wythoff::p_position(k) {
            traps.extend(around([a, b]));
        }
    }
    traps
}

/// Perfect powers and their neighbours, where `pow(n, 1.0 / k)` rounds the wrong way: every
/// `b^e` up to 10^9 with `e >= 3`, the squares of small bases and those next to 10^9, and the
/// powers of 2 and 3 through `u64`.
pub(super) fn perfect_powers() -> Vec<u64> {
    let mut powers = vec![1_000_000_000];
    for base in 2..=1000u64 {
        let mut p = base * base;
        while p <= 1_000_000_000 {
            if base <= 100 || p != base * base {
                powers.push(p);
            }
            p *= base;
        }
    }
    powers.extend((31_500..=31_622u64).map(|b| b * b));
    for base in [2u64, 3] {
        powers.extend((2..64).filter_map(|e| base.checked_pow(e)));
    }
    around(powers)
}
