//! The tests of both tiers: the shared behaviour (`suite.rs`) run once on each tier's reader and
//! writer, the check that both tiers have the same API (`same_api!`), and the random numbers the
//! tests of every `io` module draw from.

/// A small deterministic generator (splitmix64) for the randomised tests.
pub(super) fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The suite's module for one tier: its `Reader` and `Writer`, and the methods its tests compare
/// with `values` and `answer_records` (in the accelerated tier, the bodies that processors
/// without AVX2 run; the core tier has one of each).
macro_rules! tier {
    (
        $tier:ident,
        $reader:path,
        $writer:path,
        $values_other:ident,
        $answer_records_other:ident
    ) => {
        mod $tier {
            use $reader;
            use $writer;

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
                out: &mut Writer<W>,
                answer: impl Fn([u64; N]) -> crate::io::Short,
            ) -> Result<(), crate::io::Error> {
                r.$answer_records_other(names, out, answer)
            }

            include!("suite.rs");
        }
    };
}

tier!(
    core_tier,
    crate::io::reader::Reader,
    crate::io::writer::Writer,
    values,
    answer_records
);
#[cfg(feature = "fast")]
tier!(
    fast_tier,
    crate::io::fast::Reader,
    crate::io::fast::Writer,
    values_with,
    answer_records_portable
);

/// The public API of one tier, each method's signature written once: `same_api!(name, reader,
/// writer)` expands to a function that assigns each method of that tier's `Reader` and `Writer`
/// to a function pointer of the signature given here, so that a method missing from a tier, or
/// differing in one (a parameter, `&self` for `&mut self`, the return type), fails to compile.
macro_rules! same_api {
    ($name:ident, $reader:path, $writer:path) => {
        #[allow(dead_code, clippy::type_complexity)]
        fn $name<R, W, E, A, F>()
        where
            R: std::io::Read,
            F: FnMut(u128, u64) -> u128,
            W: std::io::Write,
            E: FnMut([u64; 2]) -> Result<(), crate::io::Error>,
            A: Fn([u64; 2]) -> crate::io::Short,
        {
            use crate::io::{Error, Position, Short};
            use std::io;
            use $reader;
            use $writer;
            type Pairs = std::vec::IntoIter<(u64, u64)>;

            let _: fn(R) -> Reader<R> = Reader::new;
            let _: fn(usize, R) -> Reader<R> = Reader::with_capacity;
            let _: fn(&mut Reader<R>) -> Result<Option<u64>, Error> = Reader::value_or_end;
            let _: fn(&mut Reader<R>, &str) -> Result<u64, Error> = Reader::value;
            let _: fn(&mut Reader<R>, u64, u64, &str, &mut Vec<u64>) -> Result<(), Error> =
                Reader::values;
            let _: fn(&mut Reader<R>, u64, &str, u128, F) -> Result<u128, Error> =
                Reader::fold_values;
            let _: fn(&mut Reader<R>, [&str; 2], E) -> Result<(), Error> = Reader::records;
            let _: fn(&mut Reader<R>, [&str; 2], &mut Writer<W>, A) -> Result<(), Error> =
                Reader::answer_records;
            let _: for<'a> fn(&'a mut Reader<R>) -> Result<Option<&'a [u8]>, Error> = Reader::token;
            let _: fn(&mut Reader<R>) -> Position = Reader::last_token;
            let _: fn(&mut Reader<R>, &'static str, u64) -> Error = Reader::domain_error;

            let _: fn(W) -> Writer<W> = Writer::new;
            let _: fn(&mut Writer<W>, &[u8]) -> io::Result<()> = Writer::bytes;
            let _: fn(&mut Writer<W>, &str) -> io::Result<()> = Writer::text;
            let _: fn(&mut Writer<W>, Short) -> io::Result<()> = Writer::short;
            let _: fn(&mut Writer<W>, u8) -> io::Result<()> = Writer::byte;
            let _: fn(&mut Writer<W>, u64) -> io::Result<()> = Writer::number;
            let _: fn(&mut Writer<W>, u64, u64) -> io::Result<()> = Writer::pair_line;
            let _: fn(&mut Writer<W>, Pairs) -> io::Result<()> = Writer::pair_lines;
            let _: fn(&mut Writer<W>) -> io::Result<()> = Writer::flush;
        }
    };
}

same_api!(
    core_api,
    crate::io::reader::Reader,
    crate::io::writer::Writer
);
#[cfg(feature = "fast")]
same_api!(fast_api, crate::io::fast::Reader, crate::io::fast::Writer);
