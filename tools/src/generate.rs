//! Random inputs that are valid for a problem's contract: a small seeded generator ([`Rng`],
//! splitmix64) and [`Gen`], what a registry entry's record generator draws its values from.
//!
//! Values come from three distributions: uniform in the bounds asked for, small values and the
//! bounds' edges, and (about one draw in ten) the problem's **trap pool**: the values where
//! solutions written the usual ways go wrong (a floating-point floor, a table's last index, an
//! overflow at the bound). A trap outside the bounds asked for is never drawn, so one pool
//! serves both domains.

/// Which inputs a generator may produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    /// Within the judge's stated bounds: what a contestant's solution must handle.
    Judge,
    /// The contract's extended domain (up to `u64::MAX` where the game is defined), which the
    /// project's own solutions answer exactly.
    Beyond,
}

/// splitmix64: small, seeded, and good enough to pick test cases; the same seed gives the same
/// values on every machine.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The seed of case `index` of a run seeded `seed`, so that one case replays on its own.
    pub fn case_seed(seed: u64, index: u64) -> u64 {
        Rng(seed ^ index.wrapping_mul(0xd6e8_feb8_6659_fd93)).next_u64()
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`; the modulo bias is irrelevant here).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        match hi - lo {
            u64::MAX => self.next_u64(),
            span => lo + self.below(span + 1),
        }
    }

    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }

    /// `items` in a random order (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.range(0, i as u64) as usize);
        }
    }
}

/// What a record generator draws from: the random source, the domain, a size and the problem's
/// trap pool.
pub struct Gen<'a> {
    pub rng: &'a mut Rng,
    pub domain: Domain,
    /// How large lists within a record may grow (counts of heaps, vertices, queries): small
    /// for the first cases of a run, judge-sized for the last.
    pub size: u64,
    traps: &'a [u64],
}

impl<'a> Gen<'a> {
    pub fn new(rng: &'a mut Rng, domain: Domain, size: u64, traps: &'a [u64]) -> Gen<'a> {
        Gen {
            rng,
            domain,
            size: size.max(1),
            traps,
        }
    }

    /// `judge` in the judge's domain, `beyond` in the extended one: the upper bound of a value.
    pub fn bound(&self, judge: u64, beyond: u64) -> u64 {
        match self.domain {
            Domain::Judge => judge,
            Domain::Beyond => beyond,
        }
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.rng.chance(percent)
    }

    /// A value in `lo..=hi`: a trap of the pool within the bounds about one time in ten, else
    /// the bounds and their neighbours, small values, powers of two and ten, or uniform.
    pub fn value(&mut self, lo: u64, hi: u64) -> u64 {
        debug_assert!(lo <= hi);
        if self.rng.chance(10) {
            if let Some(trap) = self.trap(lo, hi) {
                return trap;
            }
        }
        let rng = &mut *self.rng;
        let v = match rng.below(10) {
            0 => lo,
            1 => hi,
            2 => hi - rng.below(3).min(hi - lo),
            3 | 4 => lo + rng.below(20).min(hi - lo),
            5 => 10u64.pow(rng.below(20) as u32).wrapping_sub(rng.below(2)),
            6 => (1u64 << rng.below(64)).wrapping_sub(rng.below(2)),
            7 => rng.range(lo, hi) >> rng.below(64),
            _ => rng.range(lo, hi),
        };
        v.clamp(lo, hi)
    }

    /// Uniform in `lo..=hi`, no traps or edges.
    pub fn uniform(&mut self, lo: u64, hi: u64) -> u64 {
        self.rng.range(lo, hi)
    }

    /// A trap of the pool within `lo..=hi`, if the pool has one.
    pub fn trap(&mut self, lo: u64, hi: u64) -> Option<u64> {
        let inside = self.traps.iter().filter(|&&t| lo <= t && t <= hi).count() as u64;
        if inside == 0 {
            return None;
        }
        let nth = self.rng.below(inside) as usize;
        self.traps
            .iter()
            .copied()
            .filter(|&t| lo <= t && t <= hi)
            .nth(nth)
    }

    /// The length of a list within a record: at most `max` and at most [`Gen::size`], skewed
    /// towards short lists with the longest allowed one now and then.
    pub fn count(&mut self, min: u64, max: u64) -> u64 {
        let hi = max.min(min.saturating_add(self.size)).max(min);
        match self.rng.below(10) {
            0 => hi,
            1 => min,
            2..=5 => min + self.rng.below((hi - min).min(8) + 1),
            _ => self.rng.range(min, hi),
        }
    }

    pub fn pick<'b, T>(&mut self, items: &'b [T]) -> &'b T {
        self.rng.pick(items)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_values() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        let first: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        assert_eq!(first, (0..5).map(|_| b.next_u64()).collect::<Vec<_>>());
        assert_ne!(Rng::case_seed(7, 0), Rng::case_seed(7, 1));
    }

    #[test]
    fn values_stay_in_bounds_and_traps_are_drawn() {
        let mut rng = Rng::new(1);
        let traps = [5, 500, 10_000];
        let mut gen = Gen::new(&mut rng, Domain::Judge, 10, &traps);
        let mut seen_trap = false;
        for _ in 0..10_000 {
            let v = gen.value(3, 1000);
            assert!((3..=1000).contains(&v));
            seen_trap |= v == 500;
        }
        assert!(seen_trap);
        for _ in 0..1000 {
            assert!(gen.count(2, 5) >= 2 && gen.count(2, 5) <= 5);
            assert_eq!(gen.value(u64::MAX, u64::MAX), u64::MAX);
        }
    }
}
