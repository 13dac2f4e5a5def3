//! Grundy values stored in the narrowest width they fit: one byte each while every value is
//! below 256, a byte and a half below 4,096, two bytes below 65,536, four beyond. A table of
//! hundreds of millions of values (`.1777` needs 443 million) then takes one or two bytes a
//! value, and `0.007`'s values, which pass 1,000, a byte and a half.
//!
//! The byte and a half is 12 bits packed ([`Packed`]): two values in three bytes, each read with
//! one two-byte load. Each widening copies the table once.

/// A stored Grundy value: `u8`, `u16` or `u32`.
pub trait StoredValue: Copy + Eq + std::ops::BitXor<Output = Self> + 'static {
    /// The largest value this width holds.
    const MAX: u32;
    /// The value as `u32`.
    fn get(self) -> u32;
    /// `v` in this width (`v <= Self::MAX`).
    fn put(v: u32) -> Self;
}

macro_rules! stored_value {
    ($t:ty) => {
        impl StoredValue for $t {
            const MAX: u32 = <$t>::MAX as u32;
            #[inline(always)]
            fn get(self) -> u32 {
                self as u32
            }
            #[inline(always)]
            fn put(v: u32) -> Self {
                v as $t
            }
        }
    };
}
stored_value!(u8);
stored_value!(u16);
stored_value!(u32);

/// Read access to stored values, whatever their layout: a slice of cells or [`Packed`]. The
/// engine and the pattern tests are written once against it.
///
/// ```
/// use impartial_lab::{Store, Values};
/// let mut values = Values::default();
/// for v in [7, 300, 4095, 12] {
///     values.push(v);
/// }
/// let Values::U12(packed) = &values else { unreachable!() };
/// let mut buf = [0u16; impartial_lab::store::RUN_BUF];
/// assert_eq!((packed.len(), packed.at(2)), (4, 4095));
/// assert_eq!(packed.run(1, 4, &mut buf), &[300, 4095, 12]);
/// let cells: &[u8] = &[1, 2, 3];
/// assert_eq!(cells.run(1, 3, &mut [0; impartial_lab::store::RUN_BUF]), &[2, 3]);
/// ```
pub trait Store {
    /// The cells a run of values is read as.
    type Cell: StoredValue;
    /// How many values are stored.
    fn len(&self) -> usize;
    /// Whether no value is stored.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// `G(i)`.
    fn at(&self, i: usize) -> u32;
    /// `G(lo..end)` as cells, `end - lo <= RUN`: the stored cells themselves, or unpacked into
    /// `buf`.
    fn run<'a>(
        &'a self,
        lo: usize,
        end: usize,
        buf: &'a mut [Self::Cell; RUN_BUF],
    ) -> &'a [Self::Cell];
}

/// The longest run [`Store::run`] reads at once.
pub const RUN: usize = 64;

/// The room [`Store::run`] may unpack into: a run, and a value on each side.
pub const RUN_BUF: usize = RUN + 2;

impl<T: StoredValue> Store for [T] {
    type Cell = T;
    #[inline(always)]
    fn len(&self) -> usize {
        <[T]>::len(self)
    }
    #[inline(always)]
    fn at(&self, i: usize) -> u32 {
        self[i].get()
    }
    #[inline(always)]
    fn run<'a>(&'a self, lo: usize, end: usize, _: &'a mut [T; RUN_BUF]) -> &'a [T] {
        &self[lo..end]
    }
}

/// Values below 4,096 in 12 bits each, packed: `G(i)` is bits `12 i .. 12 i + 12` of the bytes
/// read as one little-endian number, so that it lies in the two bytes from `3 i / 2` (the low
/// 12 bits of them for even `i`, the high 12 for odd `i`): one read a value, as for a slice.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Packed {
    bytes: Vec<u8>,
    len: usize,
}

impl Packed {
    /// The largest value held.
    pub const MAX: u32 = 4095;

    /// The bytes that hold `len` values.
    fn bytes_for(len: usize) -> usize {
        (3 * len + 1) / 2
    }

    fn push(&mut self, value: u32) {
        if self.len % 2 == 0 {
            self.bytes.push(value as u8);
            self.bytes.push((value >> 8) as u8 & 15);
        } else {
            let last = self.bytes.len() - 1;
            self.bytes[last] |= (value << 4) as u8;
            self.bytes.push((value >> 4) as u8);
        }
        self.len += 1;
    }

    fn truncate(&mut self, len: usize) {
        if len < self.len {
            self.len = len;
            self.bytes.truncate(Self::bytes_for(len));
            if len % 2 == 1 {
                let last = self.bytes.len() - 1;
                self.bytes[last] &= 15;
            }
        }
    }

    fn reserve_exact(&mut self, additional: usize) {
        let bytes = Self::bytes_for(self.len + additional);
        self.bytes
            .reserve_exact(bytes.saturating_sub(self.bytes.len()));
    }
}

impl Store for Packed {
    type Cell = u16;
    #[inline(always)]
    fn len(&self) -> usize {
        self.len
    }
    #[inline(always)]
    fn at(&self, i: usize) -> u32 {
        let j = 3 * i / 2;
        let two: [u8; 2] = self.bytes[j..j + 2].try_into().expect("two bytes");
        (u32::from(u16::from_le_bytes(two)) >> (4 * (i % 2))) & 0xfff
    }
    #[inline(always)]
    fn run<'a>(&'a self, lo: usize, end: usize, buf: &'a mut [u16; RUN_BUF]) -> &'a [u16] {
        // Three bytes hold two values from an even place: whole triples from the even place at
        // or below `lo`, then the last value alone when the run ends at an odd place.
        let base = lo & !1;
        let pairs = (end - base) / 2;
        let bytes = &self.bytes[3 * base / 2..3 * base / 2 + 3 * pairs];
        for (out, b) in buf.chunks_exact_mut(2).zip(bytes.chunks_exact(3)) {
            out[0] = u16::from(b[0]) | u16::from(b[1] & 15) << 8;
            out[1] = u16::from(b[1] >> 4) | u16::from(b[2]) << 4;
        }
        if (end - base) % 2 == 1 {
            buf[end - 1 - base] = self.at(end - 1) as u16;
        }
        &buf[lo - base..end - base]
    }
}

/// `G(0..len)` in one of four widths.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Values {
    /// Every value below 256.
    U8(Vec<u8>),
    /// Every value below 4,096, in a byte and a half.
    U12(Packed),
    /// Every value below 65,536.
    U16(Vec<u16>),
    /// Any values.
    U32(Vec<u32>),
}

impl Default for Values {
    fn default() -> Self {
        Values::U8(Vec::new())
    }
}

/// Calls `$body` with `$v` bound to the table as a [`Store`] (a slice of cells, or packed),
/// whatever its width.
macro_rules! with_values {
    ($values:expr, $v:ident => $body:expr) => {
        match $values {
            Values::U8(cells) => {
                let $v: &[u8] = &cells[..];
                $body
            }
            Values::U12(packed) => {
                let $v: &$crate::store::Packed = packed;
                $body
            }
            Values::U16(cells) => {
                let $v: &[u16] = &cells[..];
                $body
            }
            Values::U32(cells) => {
                let $v: &[u32] = &cells[..];
                $body
            }
        }
    };
}
pub(crate) use with_values;

impl Values {
    /// How many values are stored.
    pub fn len(&self) -> usize {
        with_values!(self, v => Store::len(v))
    }

    /// Whether no value is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `G(i)`.
    ///
    /// ```
    /// use impartial_lab::Values;
    /// let mut values = Values::default();
    /// values.push(3);
    /// values.push(300);
    /// assert_eq!((values.get(0), values.get(1), values.bits_per_value()), (3, 300, 12));
    /// ```
    pub fn get(&self, i: usize) -> u32 {
        with_values!(self, v => v.at(i))
    }

    /// Appends `value`, widening the table first if it does not fit.
    ///
    /// # Complexity
    /// O(1) amortised; a widening copies the table (at most twice in all).
    pub fn push(&mut self, value: u32) {
        match self {
            Values::U8(v) if value <= u8::MAX.into() => v.push(value as u8),
            Values::U12(p) if value <= Packed::MAX => p.push(value),
            Values::U16(v) if value <= u16::MAX.into() => v.push(value as u16),
            Values::U32(v) => v.push(value),
            _ => {
                self.widen(value);
                self.push(value);
            }
        }
    }

    /// Makes room for `additional` more values, exactly: for a table whose final length is
    /// known, so that no doubling leaves up to half of it unused.
    ///
    /// ```
    /// use impartial_lab::Values;
    /// let mut values = Values::default();
    /// values.reserve_exact(1000);
    /// values.push(5000);
    /// assert_eq!((values.len(), values.get(0), values.bits_per_value()), (1, 5000, 16));
    /// ```
    pub fn reserve_exact(&mut self, additional: usize) {
        match self {
            Values::U12(p) => p.reserve_exact(additional),
            Values::U8(v) => v.reserve_exact(additional),
            Values::U16(v) => v.reserve_exact(additional),
            Values::U32(v) => v.reserve_exact(additional),
        }
    }

    /// How many values fit before the storage grows.
    fn capacity(&self) -> usize {
        match self {
            Values::U8(v) => v.capacity(),
            Values::U12(p) => p.bytes.capacity() * 2 / 3,
            Values::U16(v) => v.capacity(),
            Values::U32(v) => v.capacity(),
        }
    }

    /// Moves the table into the narrowest width that holds `value` too, with room for as many
    /// values as before, value by value (no wider copy of the whole table on the way).
    fn widen(&mut self, value: u32) {
        let room = self.capacity().max(self.len());
        let wider = with_values!(&*self, v => {
            let every = (0..v.len()).map(|i| v.at(i));
            if value <= Packed::MAX {
                let mut packed = Packed::default();
                packed.reserve_exact(room);
                every.for_each(|x| packed.push(x));
                Values::U12(packed)
            } else if value <= u16::MAX.into() {
                let mut cells = Vec::with_capacity(room);
                cells.extend(every.map(|x| x as u16));
                Values::U16(cells)
            } else {
                let mut cells = Vec::with_capacity(room);
                cells.extend(every);
                Values::U32(cells)
            }
        });
        *self = wider;
    }

    /// Keeps the first `len` values.
    pub fn truncate(&mut self, len: usize) {
        match self {
            Values::U12(p) => p.truncate(len),
            Values::U8(v) => v.truncate(len),
            Values::U16(v) => v.truncate(len),
            Values::U32(v) => v.truncate(len),
        }
    }

    /// Bits a value takes: 8, 12, 16 or 32.
    pub fn bits_per_value(&self) -> usize {
        match self {
            Values::U8(_) => 8,
            Values::U12(_) => 12,
            Values::U16(_) => 16,
            Values::U32(_) => 32,
        }
    }

    /// Every value as `u32`.
    pub fn to_vec(&self) -> Vec<u32> {
        with_values!(self, v => (0..v.len()).map(|i| v.at(i)).collect())
    }

    /// The largest value stored (0 when empty).
    pub fn max(&self) -> u32 {
        with_values!(self, v => (0..v.len()).map(|i| v.at(i)).max().unwrap_or(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widening_keeps_every_value() {
        let mut values = Values::default();
        let want: Vec<u32> = (0..1000u32).map(|i| i * i % 70_001).collect();
        for (i, &x) in want.iter().enumerate() {
            values.push(x);
            assert_eq!(values.len(), i + 1);
        }
        assert_eq!(values.bits_per_value(), 32);
        assert_eq!(values.to_vec(), want);
        let mut small = Values::default();
        for x in [0, 255, 7] {
            small.push(x);
        }
        assert_eq!(small.bits_per_value(), 8);
        small.push(256);
        assert_eq!(
            (small.bits_per_value(), small.to_vec()),
            (12, vec![0, 255, 7, 256])
        );
        small.truncate(2);
        assert_eq!((small.max(), small.len()), (255, 2));
        small.push(4096);
        assert_eq!(
            (small.bits_per_value(), small.to_vec()),
            (16, vec![0, 255, 4096])
        );
    }

    /// Packed values against a plain vector: every value below 4,096 at even and odd places,
    /// after truncations to odd and even lengths, and every run.
    #[test]
    fn packed_values_are_what_a_vector_holds() {
        let mut packed = Packed::default();
        let mut want: Vec<u32> = Vec::new();
        let mut x = 0x2545_f491u32;
        for step in 0..3000u32 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            if step % 97 == 96 {
                let len = want.len() - (x as usize % 7);
                want.truncate(len);
                packed.truncate(len);
            }
            let v = x % 4096;
            packed.push(v);
            want.push(v);
        }
        packed.reserve_exact(10);
        let got: Vec<u32> = (0..packed.len()).map(|i| packed.at(i)).collect();
        assert_eq!(got, want);
        let mut buf = [0u16; RUN_BUF];
        for lo in 0..200 {
            for end in lo..(lo + RUN).min(want.len()) {
                let run: Vec<u32> = packed
                    .run(lo, end, &mut buf)
                    .iter()
                    .map(|&c| c.into())
                    .collect();
                assert_eq!(run, want[lo..end], "{lo}..{end}");
            }
        }
        let slice: &[u32] = &want;
        assert_eq!((Store::len(slice), slice.at(5)), (want.len(), want[5]));
        assert_eq!(slice.run(3, 9, &mut [0; RUN_BUF]), &want[3..9]);
    }
}
