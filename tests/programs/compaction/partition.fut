-- `partition`: the elements satisfying the predicate, then the others,
-- both stable; random inputs, empty inputs, all on one side.
-- ==
-- entry: split_f32
-- random input { [0]f32 } auto output
-- random input { [2047]f32 } auto output
-- random input { [2048]f32 } auto output
-- random input { [10007]f32 } auto output
-- compiled random input { [1048577]f32 } auto output
-- entry: concat_i64
-- random input { [4096]i64 } auto output
-- compiled random input { [300001]i64 } auto output
-- entry: sides
-- input { 0i64 } output { 0i64 0i64 }
-- input { 5000i64 } output { 5000i64 0i64 }
-- input { 5001i64 } output { 5001i64 0i64 }
-- entry: tuple_parts
-- random input { [50001]i32 [50001]f32 } auto output

entry split_f32 (xs: []f32): ([]f32, []f32) = partition (< 0.25) xs

entry concat_i64 [n] (xs: [n]i64): [n]i64 =
  let (evens, odds) = partition (\x -> x % 2 == 0) xs
  in evens ++ odds :> [n]i64

-- Everything on the first side: the sizes of the two parts.
entry sides (n: i64): (i64, i64) =
  let (a, b) = partition (\x -> x >= 0) (iota n)
  in (length a, length b)

entry tuple_parts [n] (ks: [n]i32) (vs: [n]f32): ([]i32, []f32, []i32, []f32) =
  let (yes, no) = partition (\(k, v) -> k > 0 && v < 0.5) (zip ks vs)
  let (k1, v1) = unzip yes
  let (k2, v2) = unzip no
  in (k1, v1, k2, v2)
