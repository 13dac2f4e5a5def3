//! Thanos Nim: every move takes from exactly half of the piles.
//!
//! **Rules.** `n` piles, `n` even and at least 2. A move chooses exactly `n / 2` non-empty piles
//! and removes a positive number of stones from each (the amounts may differ); whoever cannot
//! move (fewer than `n / 2` piles are non-empty) loses.
//!
//! **Theorem.** With `m` the least pile, the player to move loses exactly when more than `n / 2`
//! piles hold `m`. *Proof sketch.* If more than `n / 2` piles hold `m`, fewer than `n / 2` are
//! above it, so every move lowers at least one pile from `m` to below `m`, and only the `n / 2`
//! piles it touched can be below `m` afterwards: the new least pile is held by at most `n / 2`
//! piles. (With `m = 0`, fewer than `n / 2` piles are non-empty and no move exists at all.) If
//! at most `n / 2` piles hold `m`, at least `n / 2` are above it; lowering `n / 2` of them to `m`
//! leaves more than `n / 2` piles at `m`, a position of the first kind.
//!
//! Judge problem: Codeforces 1147 C (Thanos Nim).

/// Whether the position with `n` piles, of which `minima` hold the least pile, is lost for the
/// player to move: `minima > n / 2`. A reader of the piles one by one needs only these two
/// counts (see [`is_p_position`] for the whole list).
///
/// ```
/// use impartial::thanos_nim::is_p_position_by_minima;
/// assert!(is_p_position_by_minima(2, 2)); // 8 8
/// assert!(!is_p_position_by_minima(4, 2)); // 3 1 4 1: two piles of 1, at most half
/// assert!(is_p_position_by_minima(4, 3));
/// ```
pub fn is_p_position_by_minima(n: u64, minima: u64) -> bool {
    minima > n / 2
}

/// Whether `piles` is lost for the player to move: more than half of them hold the least pile;
/// `None` when there are no piles or an odd number of them (the game asks for an even `n`).
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::thanos_nim::is_p_position;
/// assert_eq!(is_p_position(&[8, 8]), Some(true)); // Codeforces 1147 C: Bob wins
/// assert_eq!(is_p_position(&[3, 1, 4, 1]), Some(false)); // Alice wins
/// assert_eq!(is_p_position(&[0, 0, 5, 5]), Some(false));
/// assert_eq!(is_p_position(&[0, 0, 0, u64::MAX]), Some(true));
/// assert_eq!(is_p_position(&[1, 2, 3]), None);
/// assert_eq!(is_p_position(&[]), None);
/// ```
pub fn is_p_position(piles: &[u64]) -> Option<bool> {
    let least = *piles.iter().min()?;
    if piles.len() % 2 == 1 {
        return None;
    }
    let minima = piles.iter().filter(|&&p| p == least).count() as u64;
    Some(is_p_position_by_minima(piles.len() as u64, minima))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::is_p_position_by_search;
    use std::collections::HashMap;

    /// Every position one real move away from the sorted `piles`: exactly half of the piles,
    /// each non-empty and lowered by a positive amount.
    fn moves(piles: &[u8]) -> Vec<Vec<u8>> {
        let n = piles.len();
        let mut next = Vec::new();
        for chosen in 0u32..1 << n {
            if chosen.count_ones() as usize != n / 2
                || (0..n).any(|i| chosen >> i & 1 == 1 && piles[i] == 0)
            {
                continue;
            }
            // Every way to lower the chosen piles, counted like an odometer.
            let mut after = piles.to_vec();
            for i in (0..n).filter(|i| chosen >> i & 1 == 1) {
                after[i] = 0;
            }
            loop {
                let mut sorted = after.clone();
                sorted.sort_unstable();
                next.push(sorted);
                let Some(i) = (0..n).find(|&i| chosen >> i & 1 == 1 && after[i] + 1 < piles[i])
                else {
                    break;
                };
                after[i] += 1;
                for j in (0..i).filter(|j| chosen >> j & 1 == 1) {
                    after[j] = 0;
                }
            }
        }
        next
    }

    /// Every sorted list of `n` piles of at most `top` stones (multisets, empty piles included).
    fn positions(n: usize, top: u8) -> Vec<Vec<u8>> {
        let mut all = vec![Vec::new()];
        for _ in 0..n {
            all = all
                .into_iter()
                .flat_map(|p: Vec<u8>| {
                    let low = p.last().copied().unwrap_or(0);
                    (low..=top).map(move |v| {
                        let mut longer = p.clone();
                        longer.push(v);
                        longer
                    })
                })
                .collect();
        }
        all
    }

    #[test]
    fn the_rule_is_the_search_of_the_real_moves() {
        let mut searched = 0;
        for (n, top) in [(2, 12), (4, 7), (6, 4), (8, 2)] {
            let mut memo = HashMap::new();
            for position in positions(n, top) {
                let lost = is_p_position_by_search(position.clone(), |p| moves(p), &mut memo);
                let piles: Vec<u64> = position.iter().map(|&p| u64::from(p)).collect();
                assert_eq!(is_p_position(&piles), Some(lost), "{:?}", position);
                searched += 1;
            }
        }
        assert_eq!(searched, 91 + 330 + 210 + 45);
    }

    #[test]
    fn the_boundary_is_half_of_the_piles() {
        assert_eq!(is_p_position(&[5, 5, 5, 9, 9, 9]), Some(false));
        assert_eq!(is_p_position(&[5, 5, 5, 5, 9, 9]), Some(true));
        assert_eq!(is_p_position(&[u64::MAX; 2]), Some(true));
        assert_eq!(is_p_position(&[u64::MAX, u64::MAX - 1]), Some(false));
        assert_eq!(
            is_p_position(&[1 << 32, 1 << 33, 1 << 32, 1 << 34]),
            Some(false)
        );
        assert_eq!(is_p_position(&[7]), None);
    }
}
