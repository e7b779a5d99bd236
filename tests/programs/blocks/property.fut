-- Property-based tests (futhark-test(1)): `property:` names entry points
-- of type t -> bool, tried on random candidates.
-- ==
-- property: prop_reverse_twice prop_sum_le prop_gen prop_pairs

#[prop]
entry prop_reverse_twice (xs: []i32) : bool =
  reverse (reverse xs) == xs

-- Random elements are at least 0, so the sum bounds the maximum.
#[prop(size(50))]
entry prop_sum_le (xs: []i64) : bool =
  i64.maximum xs <= i64.sum xs

entry gen_sorted (size: i64) (seed: u64) : []i32 =
  map (\i -> i32.i64 i * 3 + i32.u64 (seed % 7)) (iota size)

#[prop(gen(gen_sorted), size(30))]
entry prop_gen (xs: []i32) : bool =
  and (map2 (<=) (init xs) (tail xs))

-- Two arrays of one size.
#[prop]
entry prop_pairs [n] (xs: [n]f32) (ys: [n]f32) : bool =
  length (zip xs ys) == n
