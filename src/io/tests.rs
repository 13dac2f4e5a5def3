//! The tests of both tiers: the shared behaviour (`suite.rs`) run once on each tier's reader, and
//! the random numbers the tests of every `io` module draw from.

/// A small deterministic generator (splitmix64) for the randomised tests.
pub(super) fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The suite's module for one tier: its `Reader`, and the methods its tests compare with
/// `values` and `answer_records` (in the accelerated tier, the bodies that processors without
/// AVX2 run; the core tier has one of each).
macro_rules! tier {
    ($tier:ident, $reader:path, $values_other:ident, $answer_records_other:ident) => {
        mod $tier {
            use $reader;

            fn values_other<R: std::io::Read>(
                r: &mut Reader<R>,
                count: u64,
                min: u64,
                what: &str,
                out: &mut Vec<u64>,
            ) -> Result<(), crate::io::Error> {
                r.$values_other(count, min, what, out)
            }

            fn answer_records_other<R: std::io::Read, W: std::io::Write, const N: usize>(
                r: &mut Reader<R>,
                names: [&str; N],
                out: &mut crate::io::Writer<W>,
                answer: impl Fn([u64; N]) -> crate::io::Short,
            ) -> Result<(), crate::io::Error> {
                r.$answer_records_other(names, out, answer)
            }

            include!("suite.rs");
        }
    };
}

tier!(core_tier, crate::io::reader::Reader, values, answer_records);
#[cfg(feature = "fast")]
tier!(
    fast_tier,
    crate::io::fast::Reader,
    values_with,
    answer_records_portable
);
