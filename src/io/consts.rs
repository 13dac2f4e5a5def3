//! The numbers both tiers' readers and writers share. A leaf: it uses nothing, so each tier
//! takes what it needs from here and neither tier has to import the other's.

/// Size of the input and output buffers: a refill or a write to the sink is rare, and a buffer
/// stays in the L2 cache.
pub const BUFFER_SIZE: usize = 1 << 16;

/// `POWERS_OF_TEN[k]` is `10^k`: the readers shift a first word's value past the `k` digits of
/// the next one; the writers tell a number of `k` digits (below `10^k`) from one of `k + 1`.
pub const POWERS_OF_TEN: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];
