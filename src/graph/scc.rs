//! Tarjan's strongly connected components on an explicit stack: a DAG's vertices sinks first,
//! or the first arc that lies on a cycle.

use super::{Csr, NONE};

/// The vertices of a DAG with every arc's head before its tail (sinks first: a topological
/// order reversed); or, when there is a cycle, `Err` with the first slot (in slot order) whose
/// arc `u -> v` lies on one, i.e. `v` reaches `u` (a self-loop included). Tarjan's strongly
/// connected components with the recursion kept on an explicit stack of (vertex, next slot):
/// components are completed sinks first, and those of a DAG are single vertices without loops.
///
/// # Complexity
/// O(n + arcs).
///
/// ```
/// use impartial::graph::{sinks_first, Arcs, Csr};
/// let dag = Csr::from_edges(3, &[(2, 0), (0, 1), (2, 1)], Arcs::Forward);
/// assert_eq!(sinks_first(&dag), Ok(vec![1, 0, 2]));
/// // 0 -> 1 is on no cycle; 1 -> 2 -> 1 is.
/// let g = Csr::from_edges(3, &[(0, 1), (1, 2), (2, 1)], Arcs::Forward);
/// assert_eq!(sinks_first(&g), Err(1));
/// let loop_only = Csr::from_edges(2, &[(0, 1), (1, 1)], Arcs::Forward);
/// assert_eq!(sinks_first(&loop_only), Err(1));
/// ```
pub fn sinks_first(g: &Csr) -> Result<Vec<u32>, usize> {
    let n = g.order();
    // index[v]: 0 before v is reached, its 1-based discovery number while its component is
    // open, NONE once it is complete (so it lowers no low-link); low[v] then names the component.
    let (mut index, mut low) = (vec![0u32; n], vec![0u32; n]);
    let (mut open, mut calls, mut order) = (Vec::new(), Vec::new(), Vec::new());
    let mut visited = 0;
    for root in 0..n as u32 {
        // A frame's slot is usize::MAX until its vertex is entered.
        calls.push((root, usize::MAX));
        while let Some((v, slot)) = calls.last_mut() {
            let v = *v as usize;
            if *slot == usize::MAX {
                if index[v] != 0 {
                    calls.pop();
                    continue;
                }
                visited += 1;
                (index[v], low[v], *slot) = (visited, visited, g.start[v] as usize);
                open.push(v as u32);
            }
            if *slot < g.start[v + 1] as usize {
                let w = g.target[*slot] as usize;
                *slot += 1;
                if index[w] == 0 {
                    calls.push((w as u32, usize::MAX));
                } else {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(p, _)) = calls.last() {
                low[p as usize] = low[p as usize].min(low[v]);
            }
            if low[v] == index[v] {
                while let Some(w) = open.pop() {
                    (index[w as usize], low[w as usize]) = (NONE, v as u32);
                    order.push(w);
                    if w as usize == v {
                        break;
                    }
                }
            }
        }
    }
    let cycle = (0..n as u32).find_map(|u| {
        g.slots(u)
            .find(|&slot| low[g.target[slot] as usize] == low[u as usize])
    });
    cycle.map_or(Ok(order), Err)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{all_digraphs, reaches, DEEP};
    use crate::graph::{topological_order, Arcs};

    #[test]
    fn topological_orders_and_cycle_arcs_match_reachability_on_every_small_digraph() {
        let mut graphs = 0;
        for n in 1..=4u32 {
            for arcs in all_digraphs(n) {
                let g = Csr::from_edges(n as usize, &arcs, Arcs::Forward);
                let r = reaches(n as usize, &arcs);
                // Slot order is arc order here: arcs are listed by source, then target.
                let on_cycle = arcs.iter().position(|&(a, b)| r[b as usize][a as usize]);
                let place = |order: &[u32]| {
                    let mut place = vec![0; n as usize];
                    for (i, &v) in order.iter().enumerate() {
                        place[v as usize] = i;
                    }
                    place
                };
                match sinks_first(&g) {
                    Ok(order) => {
                        assert!(on_cycle.is_none());
                        let place = place(&order);
                        assert!(arcs
                            .iter()
                            .all(|&(a, b)| place[b as usize] < place[a as usize]));
                    }
                    Err(slot) => assert_eq!(Some(slot), on_cycle, "{:?}", arcs),
                }
                match topological_order(&g) {
                    Some(order) => {
                        assert!(on_cycle.is_none());
                        let place = place(&order);
                        assert!(arcs
                            .iter()
                            .all(|&(a, b)| place[a as usize] < place[b as usize]));
                    }
                    None => assert!(on_cycle.is_some(), "{:?}", arcs),
                }
                graphs += 1;
            }
        }
        assert_eq!(graphs, 2 + 16 + 512 + 65536);
    }

    #[test]
    fn the_cycle_arc_is_first_in_slot_order_not_in_discovery_order() {
        // 0 -> 3 is on no cycle, 1 -> 2 -> 1 is found from 0's side later than 0 -> 1.
        let g = Csr::from_edges(4, &[(0, 3), (0, 1), (1, 2), (2, 1), (3, 3)], Arcs::Forward);
        assert_eq!(sinks_first(&g), Err(2));
        let parallel = Csr::from_edges(2, &[(0, 1), (0, 1), (1, 0)], Arcs::Forward);
        assert_eq!(sinks_first(&parallel), Err(0));
    }

    #[test]
    fn deep_path_dag() {
        let arcs: Vec<(u32, u32)> = (1..DEEP).map(|v| (v, v - 1)).collect();
        let g = Csr::from_edges(DEEP as usize, &arcs, Arcs::Forward);
        let order = sinks_first(&g).unwrap();
        assert_eq!(order[0], 0);
        // Closing the path into one long cycle: its first arc in slot order is vertex 0's.
        let mut cycle = arcs.clone();
        cycle.push((0, DEEP - 1));
        let g = Csr::from_edges(DEEP as usize, &cycle, Arcs::Forward);
        let slot = sinks_first(&g).unwrap_err();
        assert_eq!((slot, g.edge[slot]), (0, DEEP - 1));
    }
}
