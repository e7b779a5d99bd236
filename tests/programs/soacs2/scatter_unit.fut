-- Scatters, histograms and partitions of arrays whose elements hold no
-- data (`()`, empty records): a generic key-value pass used with
-- `replicate n ()` as its values.  Each write leaves the destination as
-- it was; the sizes and the keys' results are what matter.
-- ==
-- entry: kv_unit
-- input { [3i64, 1i64, 2i64, 0i64] } output { [0i64, 1i64, 2i64, 3i64] 4i64 }
-- input { empty([0]i64) } output { empty([0]i64) 0i64 }
-- ==
-- entry: hist_unit
-- input { [0i64, 5i64, 1i64, 1i64] 3i64 } output { 3i64 4i64 }
-- ==
-- entry: filter_unit
-- input { [1i32, -2i32, 3i32, -4i32, 5i32] } output { 3i64 2i64 3i64 }
-- ==
-- entry: record_unit
-- input { [2i64, 0i64, 1i64] } output { 3i64 }

-- A permutation pass generic in its values: keys and values scattered to
-- the places `is` names.
def permute 'k 'v [n] (ks: [n]k) (vs: [n]v) (is: [n]i64) : ([n]k, [n]v) =
  (scatter (copy ks) is ks, scatter (copy vs) is vs)

entry kv_unit (ks: []i64) =
  let (sorted, us) = permute ks (replicate (length ks) ()) ks
  in (sorted, length us)

entry hist_unit (is: []i64) (k: i64) =
  let h = reduce_by_index (replicate k ()) (\() () -> ()) () is (map (\_ -> ()) is)
  let g = hist (\_ _ -> ()) () k is (replicate (length is) ())
  in (length h, length g + length (scatter (replicate 1 ()) [0, 7] [(), ()]))

entry filter_unit (xs: []i32) =
  let (pos, neg) = partition (\(x, _) -> x > 0) (zip xs (replicate (length xs) ()))
  let us = filter (\_ -> true) (map (\_ -> ()) pos)
  in (length pos, length neg, length us)

type empty = {}

entry record_unit (is: []i64) =
  let es : []empty = map (\_ -> {}) is
  in length (scatter (copy es) is es)
