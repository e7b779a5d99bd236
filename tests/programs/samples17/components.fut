-- Connected components of an undirected graph given as an edge list:
-- minimum-label propagation with reduce_by_index and pointer jumping,
-- iterated with `loop ... while` until no label changes.  The number
-- of components is counted from the roots (label == own index), and the
-- component sizes come from a histogram.
-- ==
-- entry: labels
-- input { 6i64 [0i64, 1i64, 3i64] [1i64, 2i64, 4i64] }
-- output { [0i64, 0i64, 0i64, 3i64, 3i64, 5i64] 2 }
-- input { 4i64 empty([0]i64) empty([0]i64) }
-- output { [0i64, 1i64, 2i64, 3i64] 1 }
-- input { 5i64 [4i64, 3i64, 2i64, 1i64] [3i64, 2i64, 1i64, 0i64] }
-- output { [0i64, 0i64, 0i64, 0i64, 0i64] 2 }
-- ==
-- entry: summary
-- input { 6i64 [0i64, 1i64, 3i64] [1i64, 2i64, 4i64] }
-- output { 3i64 3i64 }
-- random input { 2000i64 [1500]i64 [1500]i64 } auto output

-- Pointer jumping: every node's label becomes its label's label until
-- the labels are fixed points.
def compress [n] (labels: *[n]i64) : *[n]i64 =
  let (labels, _) =
    loop (labels, changed) = (labels, true) while changed do
      let next = map (\l -> #[unsafe] labels[l]) labels
      let changed = or (map2 (!=) next labels)
      in (next, changed)
  in labels

def components [m] (n: i64) (us: [m]i64) (vs: [m]i64) : ([n]i64, i32) =
  let us = map (\u -> (u % n + n) % n) us
  let vs = map (\v -> (v % n + n) % n) vs
  let init = iota n
  let (labels, _, rounds) =
    loop (labels, changed, rounds) = (init, true, 0i32) while changed do
      let lu = map (\u -> labels[u]) us
      let lv = map (\v -> labels[v]) vs
      let lo = map2 i64.min lu lv
      -- hook the larger label's root under the smaller label
      let hooked = reduce_by_index (copy labels) i64.min i64.highest
                                   (map2 i64.max lu lv) lo
      let hooked = reduce_by_index hooked i64.min i64.highest us lo
      let hooked = reduce_by_index hooked i64.min i64.highest vs lo
      let next = compress hooked
      in (next, or (map2 (!=) next labels), rounds + 1)
  in (labels, rounds)

entry labels [m] (n: i64) (us: [m]i64) (vs: [m]i64) : ([n]i64, i32) =
  components n us vs

entry summary [m] (n: i64) (us: [m]i64) (vs: [m]i64) : (i64, i64) =
  let (labels, _) = components n us vs
  let roots = map2 (==) labels (iota n)
  let num = map i64.bool roots |> i64.sum
  let sizes = hist (+) 0 n labels (replicate n 1)
  in (num, i64.maximum sizes)
