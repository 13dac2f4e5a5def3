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

/// The core tier, whatever the features.
mod core_tier {
    use crate::io::reader::Reader;

    /// The core tier has one way to read a batch.
    fn values_other<R: std::io::Read>(
        r: &mut Reader<R>,
        count: u64,
        min: u64,
        what: &str,
        out: &mut Vec<u64>,
    ) -> Result<(), crate::io::Error> {
        r.values(count, min, what, out)
    }

    /// The core tier has one way to answer records.
    fn answer_records_other<R: std::io::Read, W: std::io::Write, const N: usize>(
        r: &mut Reader<R>,
        names: [&str; N],
        out: &mut crate::io::Writer<W>,
        answer: impl Fn([u64; N]) -> crate::io::Short,
    ) -> Result<(), crate::io::Error> {
        r.answer_records(names, out, answer)
    }

    include!("suite.rs");
}

/// The accelerated tier.
#[cfg(feature = "fast")]
mod fast_tier {
    use crate::io::fast::Reader;

    /// The plain body of `values`, which processors without AVX2 run (`values` is compiled for
    /// AVX2 where the processor has it).
    fn values_other<R: std::io::Read>(
        r: &mut Reader<R>,
        count: u64,
        min: u64,
        what: &str,
        out: &mut Vec<u64>,
    ) -> Result<(), crate::io::Error> {
        r.values_with(count, min, what, out)
    }

    /// The loop of `answer_records` that processors without AVX2 run.
    fn answer_records_other<R: std::io::Read, W: std::io::Write, const N: usize>(
        r: &mut Reader<R>,
        names: [&str; N],
        out: &mut crate::io::Writer<W>,
        answer: impl Fn([u64; N]) -> crate::io::Short,
    ) -> Result<(), crate::io::Error> {
        r.answer_records_portable(names, out, answer)
    }

    include!("suite.rs");
}
