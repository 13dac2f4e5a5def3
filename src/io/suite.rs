// The behaviour both tiers share, tested on each: `include!`d by `io::tests` into one module per
// tier, after that module has named its `Reader`, its `Writer` and `values_other`. Not a module
// of its own, so that the same tests run against two pairs of types.

use crate::io::consts::BUFFER_SIZE;
use crate::io::is_space;
use super::next;
use crate::io::{Error, Position, Short};
use std::io::{self, Read, Write};

/// `io::run` with this tier's reader and writer.
fn run_tier<R: Read, W: Write>(
    input: R,
    output: W,
    body: impl FnOnce(&mut Reader<R>, &mut Writer<W>) -> Result<(), Error>,
) -> Result<(), Error> {
    let mut reader = Reader::new(input);
    let mut writer = Writer::new(output);
    writer.follow(&reader.waiting);
    let result = body(&mut reader, &mut writer);
    let flushed = writer.flush();
    result?;
    flushed.map_err(Error::Io)
}

/// Around the 16-byte windows of the fast path: pads and capacities to try.
const WINDOW: usize = 24;

/// A source that hands out at most `chunk` bytes per read, to cross buffer boundaries.
struct Trickle<'a> {
    data: &'a [u8],
    chunk: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.chunk.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

fn all_values(input: &[u8], capacity: usize, chunk: usize) -> Result<Vec<u64>, Error> {
    let mut r = Reader::with_capacity(capacity, Trickle { data: input, chunk });
    let mut v = Vec::new();
    while let Some(x) = r.value_or_end()? {
        v.push(x);
    }
    Ok(v)
}

fn error_text(input: &[u8]) -> String {
    let mut out = Vec::new();
    for (capacity, chunk) in [(BUFFER_SIZE, usize::MAX), (1, 1), (3, 2), (7, 5)] {
        match all_values(input, capacity, chunk) {
            Ok(v) => panic!("expected an error, got {:?}", v),
            Err(e) => out.push(e.to_string()),
        }
    }
    assert!(out.windows(2).all(|w| w[0] == w[1]), "{:?}", out);
    out.pop().unwrap()
}


#[test]
fn values_are_the_same_whatever_the_buffering() {
    let input = b"0 1\r\n\t18446744073709551615\x0b\x0c00000000000000000000000042\n\n7";
    let want = vec![0, 1, u64::MAX, 42, 7];
    for capacity in 1..40 {
        for chunk in 1..10 {
            assert_eq!(all_values(input, capacity, chunk).unwrap(), want);
        }
    }
    assert_eq!(all_values(input, BUFFER_SIZE, usize::MAX).unwrap(), want);
}

#[test]
fn every_u64_boundary_parses_or_overflows() {
    for v in [
        0,
        9,
        10,
        99,
        1 << 32,
        999_999_999_999_999_999,
        10_000_000_000_000_000_000,
    ] {
        let s = format!("{}\n", v);
        assert_eq!(
            all_values(s.as_bytes(), BUFFER_SIZE, usize::MAX).unwrap(),
            vec![v]
        );
    }
    assert_eq!(
        error_text(b"18446744073709551616"),
        "line 1, column 1: expected an unsigned integer at most 18446744073709551615, \
         found \"18446744073709551616\""
    );
    assert_eq!(
        error_text(b"1 99999999999999999999999999999999999999"),
        "line 1, column 3: expected an unsigned integer at most 18446744073709551615, \
         found \"99999999999999999999999999999999...\""
    );
}

#[test]
fn bad_tokens_are_quoted_with_their_place() {
    assert_eq!(
        error_text(b"1 2\r\n\r\n  3 x7 4"),
        "line 3, column 5: expected an unsigned integer, found \"x7\""
    );
    assert_eq!(
        error_text(b"12a"),
        "line 1, column 1: expected an unsigned integer, found \"12a\""
    );
    assert_eq!(
        error_text(b"\n-5"),
        "line 2, column 1: expected an unsigned integer, found \"-5\""
    );
    assert_eq!(
        error_text(b"\x00\xff\"\\"),
        "line 1, column 1: expected an unsigned integer, found \"\\x00\\xff\\\"\\\\\""
    );
    let long = [b'z'; 100];
    assert_eq!(
        error_text(&long),
        format!(
            "line 1, column 1: expected an unsigned integer, found \"{}...\"",
            "z".repeat(32)
        )
    );
}

#[test]
fn cut_off_record_names_the_end_of_input() {
    let mut r = Reader::new(&b"1\n2 \n"[..]);
    assert_eq!(r.value("a").unwrap(), 1);
    assert_eq!(r.value("a").unwrap(), 2);
    assert_eq!(
        r.value("b").unwrap_err().to_string(),
        "line 3, column 1: expected b, found end of input"
    );
    let mut r = Reader::new(&b""[..]);
    assert_eq!(r.value_or_end().unwrap(), None);
    assert_eq!(r.value_or_end().unwrap(), None);
}

/// Every value and error of `input` read one way: `by_token` picks
/// `value_or_end_by_token` over `value_or_end`; the end is `cut_off`'s message.
fn values_read(input: &[u8], capacity: usize, chunk: usize, by_token: bool) -> Vec<String> {
    let mut r = Reader::with_capacity(capacity, Trickle { data: input, chunk });
    let mut seen = Vec::new();
    loop {
        let next = match by_token {
            true => r.value_or_end_by_token(),
            false => r.value_or_end(),
        };
        match next {
            Ok(Some(v)) => seen.push(v.to_string()),
            Ok(None) => {
                seen.push(r.cut_off("more").to_string());
                return seen;
            }
            Err(e) => {
                seen.push(e.to_string());
                return seen;
            }
        }
    }
}

#[test]
fn values_by_token_are_the_values_and_errors_of_value_or_end() {
    let long = format!("1 {}0 2", u64::MAX);
    let inputs: [&[u8]; 8] = [
        b"12 0 007\r\n 18446744073709551615\n",
        b"  1\n\n  2  x3 4",
        long.as_bytes(),
        b"5 6 \xff\"q\" 7",
        b"",
        b" \n\t ",
        b"99999999999999999999999999999999999999999",
        b"3 1e5 2",
    ];
    for input in inputs {
        for (capacity, chunk) in [(BUFFER_SIZE, usize::MAX), (1, 1), (3, 2), (7, 5)] {
            assert_eq!(
                values_read(input, capacity, chunk, true),
                values_read(input, capacity, chunk, false),
                "{:?} at capacity {} chunk {}",
                String::from_utf8_lossy(input),
                capacity,
                chunk
            );
        }
    }
}

#[test]
fn domain_errors_blame_the_last_token() {
    let mut r = Reader::with_capacity(2, &b"3 4\n\t  0 5"[..]);
    for _ in 0..3 {
        r.value("x").unwrap();
    }
    assert_eq!(r.last_token(), Position { line: 2, column: 4 });
    assert_eq!(
        r.domain_error("k >= 1", 0).to_string(),
        "line 2, column 4: expected k >= 1, found 0"
    );
}

#[test]
fn io_errors_are_reported() {
    struct Broken;
    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::new(io::ErrorKind::Other, "disk on fire"))
        }
    }
    let e = Reader::new(Broken).value_or_end().unwrap_err();
    assert_eq!(e.to_string(), "I/O error: disk on fire");
}


/// A reference tokenizer: `str::parse` on whitespace-separated tokens.
fn reference(input: &[u8]) -> Vec<u64> {
    input
        .split(|&b| is_space(b))
        .filter(|t| !t.is_empty())
        .map(|t| std::str::from_utf8(t).unwrap().parse().unwrap())
        .collect()
}


#[test]
fn every_digit_count_parses_at_every_buffer_offset() {
    // Tokens of 1 to 20 digits (plus leading zeros up to 25), each placed so that the fast
    // window starts at every offset of the buffer and crosses its end at every byte.
    let mut tokens: Vec<String> = Vec::new();
    for digits in 1..=20u32 {
        let low = if digits == 1 {
            0
        } else {
            10u64.pow(digits - 1)
        };
        tokens.push(low.to_string());
        tokens.push(
            if digits == 20 {
                u64::MAX
            } else {
                10u64.pow(digits) - 1
            }
            .to_string(),
        );
        tokens.push("9".repeat(digits.min(19) as usize));
    }
    for zeros in 1..=25 {
        tokens.push(format!("{}{}", "0".repeat(zeros), 12345));
    }
    tokens.push("18446744073709551614".into());
    for pad in 0..WINDOW + 8 {
        let mut text = " ".repeat(pad).into_bytes();
        for (i, t) in tokens.iter().enumerate() {
            text.extend_from_slice(t.as_bytes());
            text.push(if i % 3 == 0 { b'\n' } else { b' ' });
        }
        let want = reference(&text);
        for capacity in [WINDOW - 1, WINDOW, WINDOW + 1, 37, 64, BUFFER_SIZE] {
            assert_eq!(
                all_values(&text, capacity, usize::MAX).unwrap(),
                want,
                "{}",
                pad
            );
        }
    }
}

#[test]
fn random_tokens_and_whitespace_match_the_reference() {
    let mut state = 7;
    let spaces = b" \t\n\r\x0b\x0c";
    for round in 0..300 {
        let mut text = Vec::new();
        for _ in 0..next(&mut state) % 60 {
            for _ in 0..1 + next(&mut state) % 3 {
                text.push(spaces[(next(&mut state) % 6) as usize]);
            }
            let digits = 1 + next(&mut state) % 20;
            let v = next(&mut state) >> (next(&mut state) % 64);
            let t = format!("{:0width$}", v, width = digits as usize);
            text.extend_from_slice(t.as_bytes());
        }
        let want = reference(&text);
        let capacity = 1 + (next(&mut state) % 100) as usize;
        let chunk = 1 + (next(&mut state) % 50) as usize;
        assert_eq!(
            all_values(&text, capacity, chunk).unwrap(),
            want,
            "round {}",
            round
        );
        assert_eq!(all_values(&text, BUFFER_SIZE, usize::MAX).unwrap(), want);
    }
}

/// Reads `input` with `values` in batches of the given sizes (cycled), checking the values,
/// `last_token` after each batch, and the error if any against one `value` call at a time.
fn check_batches(input: &[u8], capacity: usize, chunk: usize, batches: &[u64], min: u64) {
    let mut one = Reader::with_capacity(capacity, Trickle { data: input, chunk });
    let mut many = Reader::with_capacity(capacity, Trickle { data: input, chunk });
    // `fold_values` takes no minimum: it reads the batches too when every value is in its domain.
    let mut folded = Reader::with_capacity(capacity, Trickle { data: input, chunk });
    let mut got = Vec::new();
    for &batch in batches.iter().cycle() {
        let mut want = Vec::new();
        let mut want_err = None;
        for _ in 0..batch {
            match one.value("a value") {
                Ok(v) if v < min => {
                    want_err = Some(
                        one.domain_error(format_args!("a value >= {}", min), v)
                            .to_string(),
                    );
                    break;
                }
                Ok(v) => want.push(v),
                Err(e) => {
                    want_err = Some(e.to_string());
                    break;
                }
            }
        }
        got.clear();
        // Alternately `values` and the tier's other way to read a batch (see `values_other`).
        let result = if batch % 2 == 0 {
            many.values(batch, min, "a value", &mut got)
        } else {
            values_other(&mut many, batch, min, "a value", &mut got)
        };
        if min == 0 {
            let mut each = Vec::new();
            let result = folded.fold_values(batch, "a value", 0u64, |count, v| {
                each.push(v);
                count + 1
            });
            match (result, &want_err) {
                (Ok(count), None) => assert_eq!((count, &each), (batch, &want)),
                (Err(e), Some(w)) => {
                    assert_eq!(&e.to_string(), w);
                    assert_eq!(each, want);
                }
                (r, w) => panic!("fold: {:?} vs {:?}", r.map_err(|e| e.to_string()), w),
            }
            if want_err.is_none() {
                assert_eq!(folded.last_token(), one.last_token());
            }
        }
        match (result, want_err) {
            (Ok(()), None) => assert_eq!(got, want),
            (Err(e), Some(w)) => {
                assert_eq!(e.to_string(), w);
                // Every value before the fault was delivered.
                assert_eq!(&got[..want.len()], &want[..]);
                return;
            }
            (r, w) => panic!("{:?} vs {:?}", r.map_err(|e| e.to_string()), w),
        }
        assert_eq!(many.last_token(), one.last_token());
    }
}

#[test]
fn batches_read_as_single_values_do() {
    // ... and folded as single values are (`check_batches` folds them too, with `fold_values`, when `min` is 0).
    // Every digit count at every buffer offset, then random whitespace, bad tokens, ends of
    // input inside a batch and values below the minimum.
    let mut text = Vec::new();
    for digits in 1..=20u32 {
        for v in [10u64.pow(digits - 1), u64::MAX >> (64 - 3 * digits.min(21))] {
            text.extend_from_slice(v.to_string().as_bytes());
            text.push(if digits % 3 == 0 { b'\n' } else { b' ' });
        }
    }
    text.extend_from_slice(b"0000000000000000000000017\r\n\n \t5\x0b6\x0c");
    for pad in 0..WINDOW + 8 {
        let mut padded = " ".repeat(pad).into_bytes();
        padded.extend_from_slice(&text);
        for capacity in [1, 5, WINDOW - 1, WINDOW, WINDOW + 1, 37, 64, BUFFER_SIZE] {
            for batches in [&[1u64][..], &[3, 1, 7], &[1000]] {
                check_batches(&padded, capacity, usize::MAX, batches, 0);
            }
        }
    }
    let mut state = 5;
    let spaces = b" \t\n\r\x0b\x0c";
    for round in 0..400 {
        let mut text = Vec::new();
        for _ in 0..next(&mut state) % 60 {
            for _ in 0..1 + next(&mut state) % 3 {
                text.push(spaces[(next(&mut state) % 6) as usize]);
            }
            match next(&mut state) % 50 {
                0 => text.extend_from_slice(b"x1"),
                1 => text.extend_from_slice(b"99999999999999999999"),
                2 => text.extend_from_slice(b"12-"),
                _ => {
                    let digits = 1 + next(&mut state) % 20;
                    let v = next(&mut state) >> (next(&mut state) % 64);
                    let t = format!("{:0width$}", v, width = digits as usize);
                    text.extend_from_slice(t.as_bytes());
                }
            }
        }
        let capacity = 1 + (next(&mut state) % 100) as usize;
        let chunk = 1 + (next(&mut state) % 50) as usize;
        let batches = [1 + next(&mut state) % 9, 1 + next(&mut state) % 30];
        let min = [0, 1, 1000][round % 3];
        check_batches(&text, capacity, chunk, &batches, min);
        check_batches(&text, BUFFER_SIZE, usize::MAX, &batches, min);
    }
}

#[test]
fn a_batch_below_the_minimum_blames_that_value() {
    let mut r = Reader::new(&b"3 1\n 2 0 x"[..]);
    let mut v = Vec::new();
    let e = r.values(4, 1, "a position", &mut v).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 4: expected a position >= 1, found 0"
    );
    assert_eq!(v, [3, 1, 2]);
}

#[test]
fn a_digit_run_ends_at_every_kind_of_byte() {
    // Errors from the fast path's fallback keep their places, whatever follows the digits.
    for b in (0..=255u8).filter(|b| !b.is_ascii_digit() && !is_space(*b)) {
        let mut text = b"1 123".to_vec();
        text.push(b);
        text.extend_from_slice(&[b' '; 40]);
        let e = all_values(&text, BUFFER_SIZE, usize::MAX)
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("line 1, column 3: expected an unsigned integer, found \"123"));
    }
}

#[test]
fn lines_and_columns_are_counted_in_the_fast_path() {
    let text = b"1 2\r\n\n   33 4\n5\t\t66\n 7 8 x";
    let mut r = Reader::new(&text[..]);
    let mut places = Vec::new();
    while let Ok(Some(_)) = r.value_or_end() {
        let p = r.last_token();
        places.push((p.line, p.column));
    }
    assert_eq!(
        places,
        [
            (1, 1),
            (1, 3),
            (3, 4),
            (3, 7),
            (4, 1),
            (4, 4),
            (5, 2),
            (5, 4)
        ]
    );
    assert_eq!(
        error_text(text),
        "line 5, column 6: expected an unsigned integer, found \"x\""
    );
}

/// A sink shared with the test, to look at what was written while the solution runs.
#[derive(Clone, Default)]
struct Shared(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A source delivering one chunk per read, that checks before each read that the answers to
/// everything delivered so far are already written, as a pipe to an interactive user needs.
struct Conversation {
    chunks: Vec<(&'static [u8], &'static str)>,
    next: usize,
    out: Shared,
}

impl Read for Conversation {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let want: String = self.chunks[..self.next].iter().map(|c| c.1).collect();
        assert_eq!(
            String::from_utf8_lossy(&self.out.0.borrow()),
            want,
            "read {}",
            self.next
        );
        let Some((data, _)) = self.chunks.get(self.next) else {
            return Ok(0);
        };
        self.next += 1;
        buf[..data.len()].copy_from_slice(data);
        Ok(data.len())
    }
}

#[test]
fn answers_are_written_before_waiting_for_the_next_record() {
    let out = Shared::default();
    let padding: &'static [u8] =
        Box::leak(format!("4{}\n", " ".repeat(100)).into_bytes().into());
    let source = Conversation {
        chunks: vec![
            (b"1 2\n", "3\n"),
            (b"10 20\r\n30", "30\n"),
            (b" 40\n\n", "70\n"),
            (b"5 ", ""),
            (padding, "9\n"),
            (b"6 6", ""),
            (b"\n", "12\n"),
        ],
        next: 0,
        out: out.clone(),
    };
    run_tier(source, out.clone(), |r, w| {
        while let Some(a) = r.value_or_end()? {
            let b = r.value("b")?;
            w.number(a + b)?;
            w.byte(b'\n')?;
        }
        Ok(())
    })
    .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.0.borrow()),
        "3\n30\n70\n9\n12\n"
    );
}

#[test]
fn pair_lines_match_formatting_across_buffer_ends() {
    let mut out = Vec::new();
    let mut w = Writer::new(&mut out);
    let mut want = String::new();
    let mut state = 3;
    for i in 0..100_000u32 {
        // Every digit count on both sides, and lines that end at every buffer offset.
        let a = next(&mut state) >> (next(&mut state) % 64);
        let b = next(&mut state) >> (next(&mut state) % 64);
        if i % 7 == 0 {
            w.byte(b'#').unwrap();
            want.push('#');
        }
        w.pair_line(a, b).unwrap();
        want.push_str(&format!("{} {}\n", a, b));
    }
    w.pair_line(0, u64::MAX).unwrap();
    want.push_str(&format!("0 {}\n", u64::MAX));
    w.flush().unwrap();
    drop(w);
    assert_eq!(String::from_utf8(out).unwrap(), want);
}

/// Answers of every length a `Short` can have, with and without a newline.
const ANSWERS: [Short; 8] = [
    Short::new("0\n"),
    Short::new("Kiki\n"),
    Short::new("12345678"),
    Short::new(""),
    Short::new("x"),
    Short::new("ab\n"),
    Short::new("Cici\n"),
    Short::new("1234567\n"),
];

/// An answer that depends on every value of the record.
fn pick<const N: usize>(record: [u64; N]) -> Short {
    let hash = record
        .iter()
        .fold(7u64, |h, &v| h.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ v);
    ANSWERS[(hash >> 61) as usize]
}

/// `answer_records` (and the tier's other loop, see `answer_records_other`) against the same
/// records read one value at a time and answered with `Writer::short`, after `prefix` bytes
/// already written: the same bytes out, the same error and the same last token.
fn check_answer_records<const N: usize>(input: &[u8], capacity: usize, chunk: usize, prefix: usize) {
    let names: [&str; N] = std::array::from_fn(|k| ["a", "b", "c"][k]);
    let mut want = Vec::new();
    let want_err = {
        let mut r = Reader::with_capacity(capacity, Trickle { data: input, chunk });
        let mut w = Writer::new(&mut want);
        w.bytes(&vec![b'#'; prefix]).unwrap();
        let mut each = || -> Result<(), Error> {
            loop {
                let mut record = [0u64; N];
                match r.value_or_end()? {
                    Some(v) => record[0] = v,
                    None => return Ok(()),
                }
                for k in 1..N {
                    record[k] = r.value(names[k])?;
                }
                w.short(pick(record))?;
            }
        };
        let result = each();
        w.flush().unwrap();
        (result.err().map(|e| e.to_string()), r.last_token())
    };
    for other in [false, true] {
        let mut got = Vec::new();
        let mut r = Reader::with_capacity(capacity, Trickle { data: input, chunk });
        let mut w = Writer::new(&mut got);
        w.bytes(&vec![b'#'; prefix]).unwrap();
        let result = if other {
            answer_records_other(&mut r, names, &mut w, pick)
        } else {
            r.answer_records(names, &mut w, pick)
        };
        w.flush().unwrap();
        drop(w);
        assert_eq!((result.err().map(|e| e.to_string()), r.last_token()), want_err);
        assert!(got == want, "{} bytes vs {}", got.len(), want.len());
    }
}

/// Random records: numbers of 1 to 20 digits (leading zeros included), every kind of
/// whitespace, now and then a bad token.
fn random_records(state: &mut u64, tokens: u64, bad: u64) -> Vec<u8> {
    let spaces = b" \t\n\r\x0b\x0c";
    let mut text = Vec::new();
    for _ in 0..tokens {
        for _ in 0..1 + next(state) % 3 {
            text.push(spaces[(next(state) % 6) as usize]);
        }
        match next(state) % bad.max(1) {
            0 if bad > 0 => text.extend_from_slice([&b"x1"[..], b"99999999999999999999", b"12-"][(next(state) % 3) as usize]),
            _ => {
                let digits = 1 + next(state) % 20;
                let v = next(state) >> (next(state) % 64);
                let t = format!("{:0width$}", v, width = digits as usize);
                text.extend_from_slice(t.as_bytes());
            }
        }
    }
    text
}

#[test]
fn answer_records_answer_as_short_does() {
    let mut state = 17;
    for round in 0..600 {
        let tokens = next(&mut state) % 60;
        let text = random_records(&mut state, tokens, [0, 40][round % 2]);
        let capacity = 1 + (next(&mut state) % 100) as usize;
        let chunk = 1 + (next(&mut state) % 50) as usize;
        let prefix = (next(&mut state) % 40) as usize;
        check_answer_records::<1>(&text, capacity, chunk, prefix);
        check_answer_records::<2>(&text, capacity, chunk, prefix);
        check_answer_records::<3>(&text, BUFFER_SIZE, usize::MAX, prefix);
        check_answer_records::<2>(&text, BUFFER_SIZE, usize::MAX, BUFFER_SIZE - prefix);
    }
    // Many buffers of input and of output, the writer's buffer filling at every offset.
    for round in 0..8 {
        let text = random_records(&mut state, 60_000, [0, 50_000][round % 2]);
        let prefix = (next(&mut state) % 20) as usize;
        check_answer_records::<1>(&text, BUFFER_SIZE, usize::MAX, prefix);
        check_answer_records::<2>(&text, BUFFER_SIZE, usize::MAX, prefix);
        check_answer_records::<2>(&text, 1000 + round, 777, prefix);
    }
}

#[test]
fn answer_records_are_written_before_waiting_for_the_next_record() {
    const DIGITS: [Short; 10] = [
        Short::new("0\n"),
        Short::new("1\n"),
        Short::new("2\n"),
        Short::new("3\n"),
        Short::new("4\n"),
        Short::new("5\n"),
        Short::new("6\n"),
        Short::new("7\n"),
        Short::new("8\n"),
        Short::new("9\n"),
    ];
    let padding: &'static [u8] =
        Box::leak(format!("4{}\n", " ".repeat(100)).into_bytes().into());
    for other in [false, true] {
        let out = Shared::default();
        let source = Conversation {
            chunks: vec![
                (b"1 2\n", "3\n"),
                (b"10 20\r\n30", "0\n"),
                (b" 40\n\n", "0\n"),
                (b"5 ", ""),
                (padding, "9\n"),
                (b"6 6", ""),
                (b"\n", "2\n"),
                (b"1 1\n2 2\n3 3\n", "2\n4\n6\n"),
            ],
            next: 0,
            out: out.clone(),
        };
        run_tier(source, out.clone(), |r, w| {
            let answer = |[a, b]: [u64; 2]| DIGITS[((a + b) % 10) as usize];
            if other {
                answer_records_other(r, ["a", "b"], w, answer)
            } else {
                r.answer_records(["a", "b"], w, answer)
            }
        })
        .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&out.0.borrow()),
            "3\n0\n0\n9\n2\n2\n4\n6\n"
        );
    }
}

/// Every token of `input` with its place, as a byte-by-byte reference sees them.
fn reference_tokens(input: &[u8]) -> Vec<(Vec<u8>, Position)> {
    let mut tokens = Vec::new();
    let (mut line, mut line_start) = (1, 0);
    let mut i = 0;
    while i < input.len() {
        if input[i] == b'\n' {
            (line, line_start) = (line + 1, i + 1);
        }
        if is_space(input[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < input.len() && !is_space(input[i]) {
            i += 1;
        }
        let column = (start - line_start + 1) as u64;
        tokens.push((input[start..i].to_vec(), Position { line, column }));
    }
    tokens
}

/// Reads `input` with `token`, and a number now and then with `value_or_end` where the token
/// would be one; checks each against the reference, with its place.
fn check_tokens(input: &[u8], capacity: usize, chunk: usize, numbers: bool) {
    let mut r = Reader::with_capacity(capacity, Trickle { data: input, chunk });
    for (k, (want, place)) in reference_tokens(input).into_iter().enumerate() {
        let digits = want.iter().all(u8::is_ascii_digit);
        let text = std::str::from_utf8(&want).ok().filter(|_| digits);
        match text.and_then(|t| t.parse::<u64>().ok()) {
            Some(v) if numbers && k % 2 == 0 => assert_eq!(r.value_or_end().unwrap(), Some(v)),
            _ => {
                let got = r.token().unwrap().map(<[u8]>::to_vec);
                assert_eq!(got.as_deref(), Some(&want[..]), "token {}", k);
            }
        }
        assert_eq!(r.last_token(), place, "token {}", k);
    }
    assert_eq!(r.token().unwrap(), None);
    assert_eq!(r.value_or_end().unwrap(), None);
}

#[test]
fn tokens_are_read_as_they_are_spelled() {
    let text = b"  007 0\r\n\t00 x9 \xff\"\\ 123456789012345678901234567890\n1e3 -0 +1\n";
    for (capacity, chunk) in [(BUFFER_SIZE, usize::MAX), (1, 1), (3, 2), (7, 5), (16, 3)] {
        check_tokens(text, capacity, chunk, false);
        check_tokens(text, capacity, chunk, true);
    }
    // Tokens longer than the buffer, whole or cut at every byte, at the end of input too.
    let mut state = 3;
    for round in 0..400 {
        let mut text = Vec::new();
        for _ in 0..next(&mut state) % 8 {
            text.extend_from_slice(&b" \n\t"[..1 + (next(&mut state) % 3) as usize]);
            let len = 1 + (next(&mut state) % [5, 40, 300][round % 3]) as usize;
            let alphabet = b"0123456789x-";
            text.extend((0..len).map(|_| alphabet[(next(&mut state) % 12) as usize]));
        }
        let capacity = 1 + (next(&mut state) % 70) as usize;
        let chunk = 1 + (next(&mut state) % 50) as usize;
        check_tokens(&text, capacity, chunk, round % 2 == 0);
    }
}

#[test]
fn a_token_outside_the_domain_is_reported_with_its_quote() {
    let data = b"12\n 1234567\n";
    let mut r = Reader::with_capacity(4, Trickle { data, chunk: 3 });
    assert_eq!(r.token().unwrap(), Some(&b"12"[..]));
    let found = crate::io::quote(r.token().unwrap().unwrap());
    let e = r.domain_error("a string of 1 to 6 digits", found);
    assert_eq!(
        e.to_string(),
        "line 2, column 2: expected a string of 1 to 6 digits, found \"1234567\""
    );
}

#[test]
fn tokens_are_answered_before_waiting_for_the_next_one() {
    let out = Shared::default();
    let long: &'static [u8] = Box::leak(format!("{}\n", "5".repeat(100)).into_bytes().into());
    let source = Conversation {
        chunks: vec![
            (b"007\n", "3\n"),
            (b"1 22", "1\n"),
            (b"2\n", "3\n"),
            (b"55", ""),
            (long, "102\n"),
            (b"\n\n", ""),
            (b"4444 ", "4\n"),
        ],
        next: 0,
        out: out.clone(),
    };
    run_tier(source, out.clone(), |r, w| {
        while let Some(t) = r.token()? {
            let len = t.len() as u64;
            w.number(len)?;
            w.byte(b'\n')?;
        }
        Ok(())
    })
    .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.0.borrow()),
        "3\n1\n3\n102\n4\n"
    );
}
