-- Generic sorts from a library: merge sort and bitonic sort with a
-- comparison function, radix sort by a key, on numbers and on records.
-- ==
-- entry: sort_i32
-- input { [5i32, -3i32, 9i32, 0i32, 5i32, 2i32, -8i32, 7i32] }
-- output { [-8i32, -3i32, 0i32, 2i32, 5i32, 5i32, 7i32, 9i32] true true }
-- input { [3i32, 1i32, 2i32] }
-- output { [1i32, 2i32, 3i32] true true }
-- input { empty([0]i32) }
-- output { empty([0]i32) true true }
-- ==
-- entry: sort_people
-- input { [30i32, 25i32, 30i32, 19i32, 25i32] [1f32, 2f32, 3f32, 4f32, 5f32] }
-- output { [19i32, 25i32, 25i32, 30i32, 30i32] [4f32, 2f32, 5f32, 1f32, 3f32] true }
-- ==
-- entry: sort_floats_desc
-- input { [0.5f32, -1f32, 3.25f32, 2f32] }
-- output { [3.25f32, 2f32, 0.5f32, -1f32] }

import "lib/sorts"

type person = {age: i32, score: f32}

def is_sorted 't [n] (lte: t -> t -> bool) (xs: [n]t) : bool =
  n < 2 || and (map2 lte (init xs) (tail xs))

def next_pow2 (n: i64) : i64 = loop p = 1 while p < n do p * 2

entry sort_i32 [n] (xs: [n]i32) =
  let a = merge_sort (<=) xs
  let m = next_pow2 n
  let padded = xs ++ replicate (m - n) i32.highest
  let b = take n (bitonic_sort (<=) padded)
  let c = radix_sort_by 32 (\x -> u32.i32 x ^ 0x8000_0000) xs
  in (a, a == b, a == c)

entry sort_people [n] (ages: [n]i32) (scores: [n]f32) =
  let ps = map2 (\age score -> {age, score}) ages scores
  let by_age = merge_sort (\(p: person) (q: person) -> p.age <= q.age) ps
  let by_radix = radix_sort_by 8 (\(p: person) -> u32.i32 p.age) ps
  in (map (.age) by_age, map (.score) by_age,
      map (.score) by_age == map (.score) by_radix)

entry sort_floats_desc [n] (xs: [n]f32) : [n]f32 =
  merge_sort (>=) xs
