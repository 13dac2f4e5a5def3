//! The fast version of [`plain`](super::plain)'s bitmap pass, for the local binaries and
//! `make bench` (with the `fast` feature): no branch per chessman that depends on the data.
//! Safe Rust; the tests check it against its plain twin.

/// The staircase nim-sum of the chessmen on cells `base + j` for the bits `j` set in `bits`
/// (none of them cell 0); `odd` tells whether there is an odd number of them.
///
/// Chessman `i` (from 0, left to right) is on an odd stair when `n - 1 - i` is even. For odd
/// `n`, count a chessman on cell 0 as well: then the chessmen on even stairs and those on odd
/// ones alternate, starting with an even one, and each odd-stair chessman's gap is measured from
/// the even-stair chessman just before it. Within one word, the prefix parity of its bits (bit
/// `j` of `parity` says whether the word has an odd number of chessmen at bits `0..=j`) sorts
/// them into the two kinds without visiting them one by one, and the pairs come out by taking
/// the lowest bit of each kind at a time: the k-th even-stair chessman of a word goes with the
/// k-th odd-stair one. Only a word's first odd-stair chessman may pair with one of an earlier
/// word, and only its last even-stair one with a later word.
///
/// # Complexity
/// O(words + n).
///
/// ```
/// use impartial::nim::fast::bitmap_staircase_nim_sum;
/// // Cells 1 5 6 7 9 12 14 17 (bit j for cell 1 + j): odd-stair gaps 2, 2, 0, 3.
/// let bits = [0b1_0010_1001_0111_0001];
/// assert_eq!(bitmap_staircase_nim_sum(1, &bits, false), 3);
/// ```
pub fn bitmap_staircase_nim_sum(base: u64, bits: &[u64], odd: bool) -> u64 {
    // All ones while the next chessman is on an odd stair.
    let mut next_odd = 0u64.wrapping_sub(u64::from(odd));
    // The offset from base of the last even-stair chessman seen; for the chessman counted on
    // cell 0 it is -base, wrapping, and only differences of offsets are used.
    let mut pending = 0u64.wrapping_sub(base);
    let mut sum = 0u64;
    for (i, &word) in bits.iter().enumerate() {
        if word == 0 {
            continue;
        }
        let at = i as u64 * 64;
        let mut parity = word;
        for shift in [1, 2, 4, 8, 16, 32] {
            parity ^= parity << shift;
        }
        // The k-th chessman of the word (from 1) is on an even stair when k is odd and the
        // word starts with an even one, or k is even and it starts with an odd one.
        let mut even = word & (parity ^ next_odd);
        let mut odd = word ^ even;
        // A word that starts on an odd stair pairs its first chessman with the pending one.
        let first = at + u64::from(word.trailing_zeros());
        sum ^= first.wrapping_sub(pending).wrapping_sub(1) & next_odd;
        odd &= odd.wrapping_sub(next_odd & 1);
        // The word's count of chessmen is odd exactly when the top bit of parity is set; its
        // last chessman is then on an even stair when the first is, or the other way round.
        next_odd ^= 0u64.wrapping_sub(parity >> 63);
        let last = 63 - word.leading_zeros();
        if next_odd != 0 {
            pending = at + u64::from(last);
        }
        // Without a last even-stair chessman left to pair in a later word, even and odd
        // alternate starting with even. Shifted down by one (an odd-stair bit has an even-stair
        // bit below it, so none is lost), the odd ones give each gap as the difference of the
        // two lowest bits' positions, and 64 - 64 = 0 once both are empty.
        even &= !((1u64 << last) & next_odd);
        let mut odd = odd >> 1;
        for _ in 0..UNROLLED_PAIRS {
            sum ^= u64::from(odd.trailing_zeros()).wrapping_sub(u64::from(even.trailing_zeros()));
            even &= even.wrapping_sub(1);
            odd &= odd.wrapping_sub(1);
        }
        while odd != 0 {
            sum ^= u64::from(odd.trailing_zeros() - even.trailing_zeros());
            even &= even - 1;
            odd &= odd - 1;
        }
    }
    sum
}

/// How many pairs [`bitmap_staircase_nim_sum`] takes from each word without asking whether
/// they are there: enough for most words of a range a tenth full, so that the loop for the rest
/// is rarely entered and its branch rarely mispredicted.
const UNROLLED_PAIRS: usize = 4;
