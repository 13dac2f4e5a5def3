//! placeholder
use std::collections::HashMap;

pub const CHAIN_GRUNDY: [u8; 29] = [
    1, 2, 1, 4, 3, 2, 1, 5, 6, 2, 1, 8, 7, 5, 9, 8, 7, 3, 4, 7, 4, 2, 1, 10, 9, 3, 6, 11, 12,
];

pub fn chain_grundy_by_search(max_s: usize) -> Vec<u32> {
    let mut memo: HashMap<u64, u32> = HashMap::new();
    let mut out = Vec::new();
    for s in 1..=max_s {
        // naive: states over {1..s}, bit x-1
        let all = if s == 64 { u64::MAX } else { (1u64 << s) - 1 };
        out.push(crate::grundy::search(all, |&d: &u64| {
            let mut v = Vec::new();
            let mut t = d;
            while t != 0 {
                let b = t.trailing_zeros() as usize + 1;
                t &= t - 1;
                let mut m = 0u64;
                let mut y = b;
                while y <= 64 { m |= 1u64 << (y - 1); y += b; }
                v.push(d & !m);
            }
            v
        }, &mut memo));
    }
    out
}
