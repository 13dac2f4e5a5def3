//! Dense indices for sparse ids, in order of first appearance.

/// Dense indices `0, 1, 2, ...` for sparse ids (any `u64`), in order of first appearance: an
/// open-addressing table, so memory follows the distinct ids seen, not their range.
#[derive(Debug, Default)]
pub struct IdMap {
    /// The id of each index.
    pub ids: Vec<u64>,
    /// `index + 1` of the id hashed there, 0 for an empty slot; a power of two long.
    slots: Vec<u32>,
}

impl IdMap {
    /// The slot holding `id`, or the empty slot where it would go: linear probing from the top
    /// bits of `id * 2^64 / phi` (Fibonacci hashing).
    fn find(&self, id: u64) -> usize {
        let mask = self.slots.len() - 1;
        let mut at = (id.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32) as usize & mask;
        while self.slots[at] != 0 && self.ids[self.slots[at] as usize - 1] != id {
            at = (at + 1) & mask;
        }
        at
    }

    /// The index of `id`, if it has one.
    ///
    /// ```
    /// use impartial::graph::IdMap;
    /// let mut ids = IdMap::default();
    /// assert_eq!(ids.lookup(7), None);
    /// assert_eq!(ids.index(1 << 60), 0);
    /// assert_eq!(ids.lookup(1 << 60), Some(0));
    /// assert_eq!(ids.lookup(7), None);
    /// ```
    pub fn lookup(&self, id: u64) -> Option<u32> {
        if self.ids.is_empty() {
            return None;
        }
        self.slots[self.find(id)].checked_sub(1)
    }

    /// The index of `id`, given the next free one if it is new.
    ///
    /// # Complexity
    /// O(1) expected: the table is kept at most half full.
    ///
    /// ```
    /// use impartial::graph::IdMap;
    /// let mut ids = IdMap::default();
    /// assert_eq!([9, 4, 9, u64::MAX].map(|id| ids.index(id)), [0, 1, 0, 2]);
    /// assert_eq!(ids.ids, [9, 4, u64::MAX]);
    /// ```
    pub fn index(&mut self, id: u64) -> u32 {
        if self.slots.len() <= 2 * self.ids.len() {
            self.slots = vec![0; (2 * self.slots.len()).max(16)];
            for i in 0..self.ids.len() {
                let at = self.find(self.ids[i]);
                self.slots[at] = i as u32 + 1;
            }
        }
        let at = self.find(id);
        if self.slots[at] == 0 {
            self.ids.push(id);
            self.slots[at] = self.ids.len() as u32;
        }
        self.slots[at] - 1
    }

    /// Forgets every id (keeping the memory).
    pub fn forget(&mut self) {
        self.ids.clear();
        self.slots.fill(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn id_map_keeps_first_appearance_order_through_growth() {
        let mut ids = IdMap::default();
        let sparse: Vec<u64> = (0..1000u64)
            .map(|i| i.wrapping_mul(0x1234_5678_9abc_def1))
            .collect();
        for (i, &id) in sparse.iter().enumerate() {
            assert_eq!(ids.index(id), i as u32);
        }
        for (i, &id) in sparse.iter().enumerate() {
            assert_eq!(ids.index(id), i as u32);
            assert_eq!(ids.lookup(id), Some(i as u32));
        }
        assert_eq!(ids.lookup(1), None);
        ids.forget();
        assert_eq!(ids.lookup(sparse[3]), None);
        assert_eq!(ids.index(sparse[3]), 0);
    }
}
