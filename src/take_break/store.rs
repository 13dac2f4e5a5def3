//! Grundy values stored in the narrowest width they fit: one byte each while every value is
//! below 256, two below 65,536, four beyond. A table of hundreds of millions of values (`.1777`
//! needs 443 million) then takes one or two bytes a value; the widening copies the table once.

/// A stored Grundy value: `u8`, `u16` or `u32`.
pub trait Cell: Copy + Eq + 'static {
    /// The largest value this width holds.
    const MAX: u32;
    /// The value as `u32`.
    fn get(self) -> u32;
    /// `v` in this width (`v <= Self::MAX`).
    fn put(v: u32) -> Self;
}

macro_rules! cell {
    ($t:ty) => {
        impl Cell for $t {
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
cell!(u8);
cell!(u16);
cell!(u32);

/// `G(0..len)` in one of three widths.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Values {
    /// Every value below 256.
    U8(Vec<u8>),
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

/// Calls `$body` with `$v` bound to the table's vector, whatever its width.
macro_rules! with_values {
    ($values:expr, $v:ident => $body:expr) => {
        match $values {
            Values::U8($v) => $body,
            Values::U16($v) => $body,
            Values::U32($v) => $body,
        }
    };
}
pub(crate) use with_values;

impl Values {
    /// How many values are stored.
    pub fn len(&self) -> usize {
        with_values!(self, v => v.len())
    }

    /// Whether no value is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `G(i)`.
    ///
    /// ```
    /// use impartial::take_break::Values;
    /// let mut values = Values::default();
    /// values.push(3);
    /// values.push(300);
    /// assert_eq!((values.get(0), values.get(1), values.bytes_per_value()), (3, 300, 2));
    /// ```
    pub fn get(&self, i: usize) -> u32 {
        with_values!(self, v => v[i].get())
    }

    /// Appends `value`, widening the table first if it does not fit.
    ///
    /// # Complexity
    /// O(1) amortised; a widening copies the table (at most twice in all).
    pub fn push(&mut self, value: u32) {
        match self {
            Values::U8(v) if value <= u8::MAX.into() => v.push(value as u8),
            Values::U16(v) if value <= u16::MAX.into() => v.push(value as u16),
            Values::U32(v) => v.push(value),
            _ => {
                self.widen(value);
                self.push(value);
            }
        }
    }

    /// Copies the table into the narrowest width that holds `value` too.
    fn widen(&mut self, value: u32) {
        let all: Vec<u32> = self.to_vec();
        *self = if value <= u16::MAX.into() {
            Values::U16(all.iter().map(|&x| x as u16).collect())
        } else {
            Values::U32(all)
        };
    }

    /// Keeps the first `len` values.
    pub fn truncate(&mut self, len: usize) {
        with_values!(self, v => v.truncate(len))
    }

    /// Bytes a value takes: 1, 2 or 4.
    pub fn bytes_per_value(&self) -> usize {
        match self {
            Values::U8(_) => 1,
            Values::U16(_) => 2,
            Values::U32(_) => 4,
        }
    }

    /// Every value as `u32`.
    pub fn to_vec(&self) -> Vec<u32> {
        with_values!(self, v => v.iter().map(|&x| x.get()).collect())
    }

    /// The largest value stored (0 when empty).
    pub fn max(&self) -> u32 {
        with_values!(self, v => v.iter().map(|&x| x.get()).max().unwrap_or(0))
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
        assert_eq!(values.bytes_per_value(), 4);
        assert_eq!(values.to_vec(), want);
        let mut small = Values::default();
        for x in [0, 255, 7] {
            small.push(x);
        }
        assert_eq!(small.bytes_per_value(), 1);
        small.push(256);
        assert_eq!(
            (small.bytes_per_value(), small.to_vec()),
            (2, vec![0, 255, 7, 256])
        );
        small.truncate(2);
        assert_eq!((small.max(), small.len()), (255, 2));
    }
}
