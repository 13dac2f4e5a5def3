//! Wythoff's game: two piles; a move takes any positive number of stones from one pile, or the
//! same positive number from both; whoever takes the last stone wins.
//!
//! **Theorem (Wythoff, 1907).** The P-positions are the pairs `(a_k, b_k)` and their mirrors,
//! for `k = 0, 1, 2, ...`, where `a_k = mex {a_0, b_0, ..., a_(k-1), b_(k-1)}` (the least number
//! not used yet) and `b_k = a_k + k`: `(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), ...`. In closed
//! form `a_k = floor(k * phi)` and `b_k = floor(k * phi^2) = a_k + k`, `phi = (1 + sqrt 5) / 2`.
//!
//! *Proof sketch.* By construction every non-negative integer lies in exactly one pair (`a_k` is
//! new, `b_k > a_k` is larger than everything used so far), and the differences `b_k - a_k = k`
//! are all distinct. (1) No move joins two P-positions: taking from one pile keeps the other
//! pile, whose number belongs to one pair only; taking from both keeps the difference, which
//! belongs to one pair only. (2) From any other `(a, b)` with `a <= b` some move reaches a
//! P-position: if `a = b_j`, reduce `b` to `a_j < a`; if `a = a_j` and `b > b_j`, reduce `b` to
//! `b_j`; if `a = a_j` and `b < b_j`, the difference `k = b - a` is below `j`, so `a_k < a_j = a`
//! and taking `a - a_k` from both piles reaches `(a_k, b_k)`. For the closed form: since
//! `1/phi + 1/phi^2 = 1`, Beatty's theorem says `floor(k phi)` and `floor(k phi^2)` (`k >= 1`)
//! partition the positive integers, and `floor(k phi^2) - floor(k phi) = k` (as `phi^2 = phi + 1`);
//! a partition into increasing pairs with differences `1, 2, 3, ...` is forced to be the mex
//! construction, so the two agree.
//!
//! **Exact arithmetic.** `phi = 1 + 1/phi`, so `a_k = k + floor(k / phi)`, and `1/phi` is the
//! positive root of `x^2 + x = 1`; hence `floor(k / phi)` is the largest `e` with
//! `e * (e + k) <= k^2`, an integer test that fits in `u128` for every `k` in `u64`. The first
//! guess is `k` times `1/phi` in 64-bit fixed point, at most one short, and the test corrects it.
//! No floating point: the `floor(k * phi)` in doubles of forum solutions is already wrong at
//! `k = F_40 = 102334155` (it gives 165580141 for `a_k = 165580140`).
//!
//! Judge problems: POJ 1067 and nowcoder 116G (who wins), HDU 2177 (the winning moves).

/// `floor(2^64 / phi)`, the 64 fractional bits of `1/phi = phi - 1`: the largest `c` with
/// `c * (c + 2^64) <= 2^128` (scale `x^2 + x = 1` by `2^128`); a test recomputes it.
const INV_PHI_FIXED: u64 = 0x9e37_79b9_7f4a_7c15;

/// `floor(k / phi)`: the largest `e` with `e * (e + k) <= k^2`, for every `k`.
///
/// Write `2^64 / phi = C + d` with `C = INV_PHI_FIXED` and `0 < d < 1`, and
/// `k * C = g * 2^64 + low` (`g` and `low` the two halves of one 64x64-bit product). Then
/// `k / phi = g + (low + k d) / 2^64`: when `low + k` does not reach `2^64` the fraction stays
/// below 1 and the answer is `g`, with no further work. Only when `low` lies within `k` of
/// `2^64` (for a typical `k`, about one time in `2^64 / k`) can it be `g + 1`, and the integer
/// test settles it. This is the hot path of the Wythoff judges.
#[inline(always)]
fn floor_over_phi(k: u64) -> u64 {
    let product = k as u128 * INV_PHI_FIXED as u128;
    let guess = (product >> 64) as u64;
    if (product as u64).checked_add(k).is_some() {
        guess
    } else {
        floor_over_phi_exact(k, guess)
    }
}

/// `floor(k / phi)` when it is `guess` or `guess + 1`: whether `e = guess + 1` has
/// `e * (e + k) <= k^2`.
#[cold]
#[inline(never)]
fn floor_over_phi_exact(k: u64, guess: u64) -> u64 {
    let (k, next) = (k as u128, guess as u128 + 1);
    // next <= k, so next * (next + k) <= 2 k^2 < 2^129 could overflow only for next near 2^64:
    // the product is checked.
    if (next + k).checked_mul(next).is_some_and(|p| p <= k * k) {
        next as u64
    } else {
        guess
    }
}

/// The `k`-th P-position `(a_k, b_k) = (floor(k phi), floor(k phi^2))`, or `None` when `b_k`
/// exceeds `u64::MAX` (from `k = 7_046_029_254_386_353_131` on).
///
/// ```
/// use impartial::wythoff::p_position;
/// assert_eq!(p_position(0), Some((0, 0)));
/// assert_eq!(p_position(3), Some((4, 7)));
/// assert_eq!(p_position(7_046_029_254_386_353_130), Some((11_400_714_819_323_198_485, u64::MAX)));
/// assert_eq!(p_position(7_046_029_254_386_353_131), None);
/// ```
pub fn p_position(k: u64) -> Option<(u64, u64)> {
    let a = k.checked_add(floor_over_phi(k))?;
    let b = a.checked_add(k)?;
    Some((a, b))
}

/// Whether `(a, b)` (either order) is a P-position: the player to move loses.
///
/// With `a <= b` and `k = b - a`, this is `a = a_k = k + floor(k / phi)` (when that sum
/// overflows, `a_k` is beyond every `a`). No branch in the usual case: see `floor_over_phi`.
///
/// ```
/// use impartial::wythoff::is_p_position;
/// assert!(is_p_position(0, 0));
/// assert!(is_p_position(2, 1));
/// assert!(!is_p_position(8, 4));
/// assert!(is_p_position(u64::MAX, 11_400_714_819_323_198_485));
/// ```
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let k = b - a;
    k.checked_add(floor_over_phi(k)) == Some(a)
}

/// The other number of the P-position containing `n` (`partner(0) = 0`; every positive integer
/// lies in exactly one pair), or `None` when that number exceeds `u64::MAX`.
///
/// If `n = a_k` then `n < k phi < n + 1`, so `k = floor(n / phi) + 1` and the partner is
/// `n + k`; otherwise `n = b_j`, whose partner is `a_j = floor(n / phi)`.
///
/// ```
/// use impartial::wythoff::partner;
/// assert_eq!(partner(0), Some(0));
/// assert_eq!(partner(4), Some(7));
/// assert_eq!(partner(7), Some(4));
/// assert_eq!(partner(u64::MAX), Some(11_400_714_819_323_198_485));
/// assert_eq!(partner(u64::MAX - 1), None);
/// ```
pub fn partner(n: u64) -> Option<u64> {
    if n == 0 {
        return Some(0);
    }
    let e = floor_over_phi(n);
    let k = e + 1;
    if k as u128 + floor_over_phi(k) as u128 == n as u128 {
        n.checked_add(k)
    } else {
        Some(e)
    }
}

/// Every winning move from `(a, b)` (either order), each as the position it leaves `(x, y)` with
/// `x <= y`: first the move taking the same number from both piles, if it wins, then the moves
/// reducing one pile, in increasing order of the position they leave. None exactly when
/// `(a, b)` is a P-position. A position reached by two kinds of move is listed twice; reducing
/// the larger pile is not considered when the piles are equal (it mirrors reducing the smaller).
///
/// With `a <= b` and `k = b - a`: taking from both wins iff `a_k < a` (it leaves `(a_k, b_k)`);
/// reducing the larger pile wins iff `partner(a) < b`; reducing the smaller pile wins iff
/// `partner(b) < a`. Each kind has at most one winning move: taking from both keeps the
/// difference, and one P-position has each difference; reducing one pile keeps the other, and
/// one P-position contains each number. When both one-pile moves win, reducing the larger pile
/// leaves the lower position: reducing the smaller pile leaves `(a_j, b_j)` with `b_j = b`, and
/// reducing the larger one leaves the pair `(a_i, b_i)` holding `a`. Were `a = a_i`, `b_i < b_j`
/// would give `a_i < a_j < a`; so `a = b_i < b_j`, hence `i < j` and `a_i < a_j`.
///
/// ```
/// use impartial::wythoff::winning_moves;
/// let moves: Vec<_> = winning_moves(8, 5).collect();
/// assert_eq!(moves, [(4, 7), (3, 5)]);
/// let moves: Vec<_> = winning_moves(5, 7).collect();
/// assert_eq!(moves, [(3, 5), (3, 5), (4, 7)]);
/// assert_eq!(winning_moves(2, 2).collect::<Vec<_>>(), [(0, 0), (1, 2)]);
/// assert_eq!(winning_moves(4, 7).count(), 0);
/// ```
pub fn winning_moves(a: u64, b: u64) -> impl Iterator<Item = (u64, u64)> {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let k = b - a;
    // a_k < a <= u64::MAX whenever this move exists, so the sums below cannot overflow.
    let a_k = k as u128 + floor_over_phi(k) as u128;
    let both = (a_k < a as u128).then(|| (a_k as u64, a_k as u64 + k));
    let larger = partner(a)
        .filter(|&y| a < b && y < b)
        .map(|y| (a.min(y), a.max(y)));
    let smaller = partner(b).filter(|&x| x < a).map(|x| (x, b));
    // Not `[..].into_iter()`: on edition 2018, which some judges compile bundles with, that
    // method call iterates an array by reference.
    IntoIterator::into_iter([both, larger, smaller]).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy;
    use std::collections::HashMap;

    /// Every position reachable in one move from `(a, b)` by the real rules, as taken from the
    /// first pile, from the second, and from both.
    fn moves(a: u64, b: u64) -> [Vec<(u64, u64)>; 3] {
        [
            (0..a).map(|x| (x, b)).collect(),
            (0..b).map(|y| (a, y)).collect(),
            (1..=a.min(b)).map(|t| (a - t, b - t)).collect(),
        ]
    }

    /// `lost[a][b]` for all `a, b <= limit`: a position is lost iff no move reaches a lost one.
    fn searched_table(limit: usize) -> Vec<Vec<bool>> {
        let mut lost = vec![vec![false; limit + 1]; limit + 1];
        for a in 0..=limit {
            for b in 0..=limit {
                let [first, second, both] = moves(a as u64, b as u64);
                lost[a][b] = !first
                    .iter()
                    .chain(&second)
                    .chain(&both)
                    .any(|&(x, y)| lost[x as usize][y as usize]);
            }
        }
        lost
    }

    /// The pairs by the mex construction alone: `a_k` the least unused number, `b_k = a_k + k`.
    fn mex_pairs(count: usize) -> Vec<(u64, u64)> {
        let mut used = vec![false; 3 * count + 3];
        let mut pairs = Vec::new();
        let mut a = 0;
        for k in 0..count {
            while used[a] {
                a += 1;
            }
            pairs.push((a as u64, (a + k) as u64));
            used[a] = true;
            used[a + k] = true;
        }
        pairs
    }

    #[test]
    fn p_positions_match_search() {
        let lost = searched_table(300);
        let mut checked = 0;
        for a in 0..=300u64 {
            for b in 0..=300u64 {
                assert_eq!(
                    is_p_position(a, b),
                    lost[a as usize][b as usize],
                    "({}, {})",
                    a,
                    b
                );
                checked += 1;
            }
        }
        assert_eq!(checked, 301 * 301);
    }

    #[test]
    fn the_quick_reject_keeps_exactly_the_p_positions() {
        // Pairs (x, x + k) around a_k for k of every size, and x far below k (where a - k
        // wraps): only x = a_k is a P-position.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for round in 0..20_000u32 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let k = state >> (round % 64);
            let a = k.checked_add(floor_over_phi(k));
            for d in [-2i64, -1, 0, 1, 2] {
                let x = match a {
                    Some(a) => a.wrapping_add(d as u64),
                    None => k.wrapping_add(d as u64),
                };
                if let Some(y) = x.checked_add(k) {
                    let want = Some(x) == a;
                    assert_eq!(is_p_position(x, y), want, "k = {}, d = {}", k, d);
                    assert_eq!(is_p_position(y, x), want, "k = {}, d = {}", k, d);
                }
            }
            let small = k % 1000;
            if let Some(y) = small.checked_add(k) {
                assert_eq!(is_p_position(small, y), Some(small) == a, "k = {}", k);
            }
        }
    }

    #[test]
    fn grundy_search_agrees_on_a_corner() {
        // The generic search, as a second brute force independent of the table above.
        let mut memo = HashMap::new();
        for a in 0..=40u64 {
            for b in 0..=40u64 {
                let next = |&(x, y): &(u64, u64)| moves(x, y).concat();
                assert_eq!(
                    grundy::is_p_position_by_search((a, b), next, &mut memo),
                    is_p_position(a, b)
                );
            }
        }
    }

    #[test]
    fn winning_moves_are_exactly_the_moves_to_p_positions_in_order() {
        let lost = searched_table(200);
        let sorted = |(x, y): (u64, u64)| (x.min(y), x.max(y));
        let winning = |list: &Vec<(u64, u64)>| -> Vec<(u64, u64)> {
            list.iter()
                .copied()
                .filter(|&(x, y)| lost[x as usize][y as usize])
                .map(sorted)
                .collect()
        };
        let (mut checked, mut two_one_pile) = (0, 0);
        for a in 0..=200u64 {
            for b in 0..=200u64 {
                let (lo, hi) = (a.min(b), a.max(b));
                // Moves from the sorted position: the first pile is the smaller one.
                let [smaller, larger, both] = moves(lo, hi);
                // Taking from both first, then the one-pile moves in increasing order of the
                // position they leave (the larger pile only when the piles differ).
                let mut one_pile = winning(&smaller);
                if lo < hi {
                    one_pile.extend(winning(&larger));
                }
                one_pile.sort_unstable();
                two_one_pile += usize::from(one_pile.len() == 2);
                let mut want = winning(&both);
                want.extend(one_pile);
                let got: Vec<(u64, u64)> = winning_moves(a, b).collect();
                assert_eq!(got, want, "{} {}", a, b);
                assert_eq!(got.is_empty(), lost[a as usize][b as usize]);
                assert_eq!(got.is_empty(), is_p_position(a, b));
                checked += 1;
            }
        }
        assert_eq!(checked, 201 * 201);
        assert!(two_one_pile > 100, "{}", two_one_pile);
    }

    #[test]
    fn closed_form_and_partner_match_the_mex_construction() {
        let pairs = mex_pairs(20_000);
        let mut partner_of = vec![u64::MAX; pairs.last().unwrap().1 as usize + 1];
        for (k, &(a, b)) in pairs.iter().enumerate() {
            assert_eq!(p_position(k as u64), Some((a, b)), "k = {}", k);
            partner_of[a as usize] = b;
            partner_of[b as usize] = a;
        }
        // Every number below the last a_k has its pair among the first 20000.
        for n in 0..=pairs.last().unwrap().0 {
            assert_eq!(partner(n), Some(partner_of[n as usize]), "n = {}", n);
        }
    }

    #[test]
    fn inv_phi_fixed_is_the_largest_root_of_its_equation() {
        // c * (c + 2^64) <= 2^128  <=>  c^2 <= 2^64 * (2^64 - c), both sides in u128.
        let fits = |c: u128| c * c <= (1u128 << 64) * ((1u128 << 64) - c);
        assert!(fits(INV_PHI_FIXED as u128));
        assert!(!fits(INV_PHI_FIXED as u128 + 1));
    }

    #[test]
    fn floor_over_phi_is_exact_at_fibonacci_numbers_and_beyond_5k2_overflow() {
        // phi F_n = F_(n+1) - psi^n with psi = -1/phi: the closest approaches to phi, where a
        // rounding error would show first. So floor(F_n / phi) = F_(n-1) - [n even], n >= 2.
        let mut fib: Vec<u64> = vec![0, 1];
        while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
            fib.push(next);
        }
        for n in 2..fib.len() {
            assert_eq!(
                floor_over_phi(fib[n]),
                fib[n - 1] - (n % 2 == 0) as u64,
                "F_{}",
                n
            );
        }
        // Exact values from Python's math.isqrt: (isqrt(5 k^2) - k) // 2.
        let known: [(u64, u64); 13] = [
            (18446744073709551615, 11400714819323198485),
            (18446744073709551614, 11400714819323198484),
            (9223372036854775808, 5700357409661599242),
            (9223372036854775807, 5700357409661599242),
            (8249634742471189717, 5098554665619180948),
            (8249634742471189718, 5098554665619180949),
            (12200160415121876738, 7540113804746346429),
            (11400714819323198485, 7046029254386353129),
            (7046029254386353130, 4354685564936845355),
            (10000000000000000000, 6180339887498948482),
            (4611686018427387904, 2850178704830799621),
            (4611686018427387903, 2850178704830799620),
            (12345678901234567890, 7630049175155419122),
        ];
        for (k, e) in known {
            assert_eq!(floor_over_phi(k), e, "k = {}", k);
        }
        // The defining inequality around the point where 5 k^2 stops fitting in u128, and at
        // the top, where the guess is scaled.
        let edge = 8_249_634_742_471_189_717u64;
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let random = std::iter::repeat_with(move || {
            // xorshift64: spread over every bit length, not only near the edges.
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state >> (state % 64)
        });
        let sweep = (edge - 300..=edge + 300)
            .chain(u64::MAX - 300..=u64::MAX)
            .chain(random.take(100_000));
        let mut exact_path = 0;
        for k in sweep {
            // The shortcut agrees with the integer test, which is also taken often enough here.
            let product = k as u128 * INV_PHI_FIXED as u128;
            let guess = (product >> 64) as u64;
            exact_path += (product as u64).checked_add(k).is_none() as u32;
            assert_eq!(
                floor_over_phi(k),
                floor_over_phi_exact(k, guess),
                "k = {}",
                k
            );
            let (k, e) = (k as u128, floor_over_phi(k) as u128);
            // (e + 1) (e + 1 + k) may pass u128::MAX at the top: that is above k^2 too.
            let above = (e + 1).checked_mul(e + 1 + k).map_or(true, |p| p > k * k);
            assert!(e * (e + k) <= k * k && above, "k = {}", k);
        }
        assert!(
            exact_path > 1000,
            "only {} k took the exact test",
            exact_path
        );
    }

    #[test]
    fn p_positions_near_u64_max() {
        let k_max = 7_046_029_254_386_353_130u64;
        let (a, b) = p_position(k_max).unwrap();
        assert_eq!((a, b), (11_400_714_819_323_198_485, u64::MAX));
        assert_eq!(p_position(k_max + 1), None);
        assert_eq!(p_position(u64::MAX), None);
        assert_eq!(partner(u64::MAX), Some(a));
        assert_eq!(partner(a), Some(u64::MAX));
        // The largest a_k in u64 is u64::MAX - 1, with k = floor(u64::MAX / phi); its partner
        // does not fit.
        assert_eq!(partner(u64::MAX - 1), None);
        assert_eq!(
            floor_over_phi(11_400_714_819_323_198_485),
            7_046_029_254_386_353_129
        );
        let steps = [1, 2, 3, 1000, 987_654_321, 1 << 40, 1 << 60, 3 << 61];
        for k in steps
            .iter()
            .map(|&s| k_max - s)
            .chain([k_max, 1 << 62, 5 << 60])
        {
            let (a, b) = p_position(k).unwrap();
            assert_eq!(b - a, k);
            assert!(is_p_position(a, b) && is_p_position(b, a), "k = {}", k);
            assert_eq!((partner(a), partner(b)), (Some(b), Some(a)));
            for (x, y) in [(a - 1, b), (a + 1, b), (a, b - 1), (a - 1, b - 1)] {
                assert!(
                    !is_p_position(x, y) && !is_p_position(y, x),
                    "({}, {})",
                    x,
                    y
                );
            }
            if b < u64::MAX {
                assert!(!is_p_position(a, b + 1) && !is_p_position(a + 1, b + 1));
                // Each kind of move back into (a, b) is found: taking from both first, then
                // reducing the larger pile b + 1 (a is kept), reducing the smaller pile b.
                assert_eq!(winning_moves(a + 1, b + 1).next(), Some((a, b)));
                assert!(winning_moves(b + 1, a).any(|m| m == (a, b)));
            }
            assert!(winning_moves(b, b).any(|m| m == (a, b)));
            assert_eq!(winning_moves(b, a).count(), 0);
        }
        // Differences too large for any P-position in u64.
        for (x, y) in [
            (0, u64::MAX),
            (1, u64::MAX),
            (a - 1, u64::MAX),
            (1 << 62, u64::MAX),
        ] {
            assert!(!is_p_position(x, y));
        }
        let m: Vec<_> = winning_moves(u64::MAX, u64::MAX).collect();
        assert_eq!(m, [(0, 0), (a, u64::MAX)]);
        // Reducing the larger pile cannot win: partner(u64::MAX - 1) does not fit in u64.
        let m: Vec<_> = winning_moves(u64::MAX - 1, u64::MAX).collect();
        assert_eq!(m, [(1, 2), (a, u64::MAX)]);
        // (a + 1, u64::MAX): taking from both, reducing the larger pile to a + 1's partner,
        // reducing the smaller pile to a, in that order.
        let m: Vec<_> = winning_moves(u64::MAX, a + 1).collect();
        let (p, q) = (partner(a + 1).unwrap(), a + 1);
        assert!(p < q);
        assert_eq!(m.len(), 3);
        assert_eq!(&m[1..], [(p, q), (a, u64::MAX)]);
    }
}
