//! Nimber arithmetic: the Tartan theorem and the nim product.

use super::*;
use crate::input::numbers;

/// The nim product's tables, built once for all the records drawn.
pub(super) fn nimbers() -> &'static impartial::nimber::Nimbers {
    static TABLES: std::sync::OnceLock<impartial::nimber::Nimbers> = std::sync::OnceLock::new();
    TABLES.get_or_init(impartial::nimber::Nimbers::new)
}

pub(super) const HDU3404: Problem = Problem {
    name: "hdu3404",
    judge: "HDU 3404",
    title: "Switch lights",
    game: "Turning Corners (toggle a rectangle's corners)",
    theorem: "Tartan: a light at (x, y) is worth the nim product x ⊗ y (1-based)",
    // A case `n (x y)*n` of distinct lights; now and then the last light is (v, 1), worth
    // the xor v of the others, so that the first player loses.
    draw: Some(|g| {
        let nimbers = nimbers();
        let hi = g.bound(10_000, MAX);
        let n = g.count(0, g.bound(1000, 12));
        let mut lights: Vec<(u64, u64)> = Vec::new();
        while (lights.len() as u64) < n {
            let light = (g.value(1, hi), g.value(1, hi));
            if !lights.contains(&light) {
                lights.push(light);
            }
        }
        if n > 0 && g.chance(40) {
            let last = lights.pop().expect("n > 0 lights");
            let xor = lights
                .iter()
                .fold(0, |v, &(x, y)| v ^ nimbers.product(x, y));
            let lost = (xor, 1);
            let fits = (1..=hi).contains(&xor) && !lights.contains(&lost);
            lights.push(if fits { lost } else { last });
        }
        let mut record = vec![lights.len() as u64];
        record.extend(lights.iter().flat_map(|&(x, y)| [x, y]));
        numbers(&record)
    }),
    // 2 ⊗ 2 = 3 (not the carry-less 4), the ends of the subfields of order 2^8, 2^16, 2^32.
    traps: || around([1, 2, 3, 4, 255, 256, 10_000, 1 << 16, 1 << 32, MAX]),
    spec: "T
case_1
:
case_T
Each case is given in the following format:
N
x_1 y_1
:
x_N y_N
---
1 <= T <= 100
0 <= N <= 1000
1 <= x_i, y_i <= 10000
(x_i, y_i) != (x_j, y_j) (i != j)",
    beyond: "1 <= T <= 10^5
0 <= N <= 10^5
1 <= x_i, y_i <= 2^64 - 1
(x_i, y_i) != (x_j, y_j) (i != j)",
    ..DEFAULTS
};

pub(super) const YOSUPO_NIM_PRODUCT_64: Problem = Problem {
    name: "yosupo_nim_product_64",
    judge: "Library Checker nim_product_64",
    title: "Nim Product",
    game: "nimber multiplication",
    theorem: "GF(2^64): halving to 16-bit discrete logarithms (Karatsuba, F ⊗ F = F ⊕ F/2)",
    traps: || {
        let fermat = [2u64, 4, 16, 256, 1 << 16, 1 << 32];
        around(fermat.into_iter().chain([0, 3, 1 << 31, 1 << 63, MAX]))
    },
    spec: "T
case_1
:
case_T
Each case is given in the following format:
A B
---
1 <= T <= 10^6
0 <= A, B <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU3537: Problem = Problem {
    name: "hdu3537",
    judge: "HDU 3537",
    title: "Daizhenyang's Coin",
    game: "Mock Turtles (turn 1, 2 or 3 coins, the rightmost heads to tails)",
    theorem: "a head at x is worth the odious 2x or 2x + 1: lost iff the distinct heads xor \
              to 0 and are even in number",
    // `n a_1..a_n`, some coins listed twice; now and then the last coin is the xor of the
    // others (a losing position when they are distinct and odd in number).
    draw: Some(|g| {
        let hi = g.bound(99_999_999, MAX);
        let n = g.count(0, g.bound(100, 12));
        let mut coins: Vec<u64> = Vec::new();
        for _ in 0..n {
            let coin = match coins.len() {
                k if k > 0 && g.chance(15) => coins[g.uniform(0, k as u64 - 1) as usize],
                _ => g.value(0, hi),
            };
            coins.push(coin);
        }
        if n > 0 && g.chance(40) {
            coins[n as usize - 1] = coins[..n as usize - 1].iter().fold(0, |x, &c| x ^ c);
            coins[n as usize - 1] = coins[n as usize - 1].min(hi);
        }
        let mut record = vec![n];
        record.extend(coins);
        numbers(&record)
    }),
    // Coin 0 (worth 1), the judge's last coin and the top bit, where g needs 65 bits.
    traps: || around([0, 1, 2, 3, 99_999_999, 1 << 31, 1 << 32, 1 << 63, MAX]),
    spec: "The input consists of several test cases.
Each case is given in the following format:
N
x_1 ... x_N
Process to the end of file.
---
0 <= N <= 100
0 <= x_i <= 99999999",
    beyond: "0 <= N <= 10^5
0 <= x_i <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const POJ3533: Problem = Problem {
    name: "poj3533",
    judge: "POJ 3533",
    title: "Light Switching Game",
    game: "Turning Corners in 3-D (toggle a box's 8 corners)",
    theorem: "Tartan: a light at (x, y, z) is worth x ⊗ y ⊗ z (0-based)",
    // `N (x y z)*N` of distinct lights; now and then the last light is (v, 1, 1), worth the xor
    // v of the others, so that the first player loses. The judge's bounds were not seen; its
    // public solutions hold coordinates in 32-bit ints.
    draw: Some(|g| {
        let nimbers = nimbers();
        let hi = g.bound((1 << 31) - 1, MAX);
        let n = g.count(0, g.bound(100, 12));
        let mut lights: Vec<[u64; 3]> = Vec::new();
        while (lights.len() as u64) < n {
            let light = [g.value(0, hi), g.value(0, hi), g.value(0, hi)];
            if !lights.contains(&light) {
                lights.push(light);
            }
        }
        if n > 0 && g.chance(40) {
            let last = lights.pop().expect("n > 0 lights");
            let xor = lights
                .iter()
                .fold(0, |v, &[x, y, z]| v ^ nimbers.cube_value(x, y, z));
            let lost = [xor, 1, 1];
            let fits = xor <= hi && !lights.contains(&lost);
            lights.push(if fits { lost } else { last });
        }
        let mut record = vec![lights.len() as u64];
        record.extend(lights.iter().flatten());
        numbers(&record)
    }),
    // 2 ⊗ 2 = 3 (not the carry-less 4), the Fermat 2-powers that end the subfields, the largest
    // 32-bit int.
    traps: || {
        let fermat = [2, 4, 16, 256, 1 << 16, 1 << 32];
        around(fermat.into_iter().chain([0, 3, (1 << 31) - 1, MAX]))
    },
    spec: "The input consists of several test cases.
Each case is given in the following format:
N
x_1 y_1 z_1
:
x_N y_N z_N
Process to the end of file.
---
0 <= N <= 100
0 <= x_i, y_i, z_i <= 2^31 - 1
(x_i, y_i, z_i) != (x_j, y_j, z_j) (i != j)",
    beyond: "0 <= N <= 10^5
0 <= x_i, y_i, z_i <= 2^64 - 1
(x_i, y_i, z_i) != (x_j, y_j, z_j) (i != j)",
    ..DEFAULTS
};
