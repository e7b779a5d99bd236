-- Single-segment reductions under a GPU device profile run in one kernel
-- (one-pass-last-group: the last work-group to finish folds the groups'
-- partials, and resets its counter for the next launch).  Commutative sums
-- on i32 (partials published with 32-bit atomics), i64 and f64 (64-bit
-- partials as two 32-bit halves) in one tupled reduction; an associative
-- but not commutative operator with a tuple result (composition of affine
-- maps on i32, wrapping), whose result depends on the order of the groups;
-- a bool result (two passes).  Sizes around the work-group size (256) and
-- above 1056 groups x 256 x 2 elements.
-- ==
-- entry: sums
-- input { 0i64 } output { 0i32 0i64 0f64 }
-- input { 1i64 } auto output
-- input { 255i64 } auto output
-- input { 256i64 } auto output
-- input { 257i64 } auto output
-- input { 100000i64 } auto output
-- input { 1000003i64 } auto output
-- entry: affine
-- input { 0i64 } output { 1i32 0i32 }
-- input { 1i64 } auto output
-- input { 255i64 } auto output
-- input { 256i64 } auto output
-- input { 257i64 } auto output
-- input { 100000i64 } auto output
-- input { 1000003i64 } auto output
-- entry: alls
-- input { 2i64 } output { true }
-- input { 0i64 } output { true }
-- input { 1000003i64 } auto output
-- entry: repeated
-- input { 0i64 } output { 0i64 }
-- input { 257i64 } auto output
-- input { 1000003i64 } auto output

entry sums (n: i64): (i32, i64, f64) =
  let s32 = reduce (+) 0i32 (map (\x -> i32.i64 (x * 7919 % 100003)) (iota n))
  let s64 = reduce (+) 0i64 (map (\x -> x * x % 1000000007) (iota n))
  let sf64 = reduce (+) 0f64 (map (\x -> f64.i64 (x % 1000)) (iota n))
  in (s32, s64, sf64)

-- A bool result: no one pass (partials are published as 32-bit words).
entry alls (n: i64): bool =
  reduce (&&) true (map (\x -> x * x % 1000003 != 4) (iota n))

entry affine (n: i64): (i32, i32) =
  reduce (\(a1, b1) (a2, b2) -> (a1 * a2, a2 * b1 + b2)) (1i32, 0i32)
         (map (\x -> (i32.i64 (x % 7) * 2 + 1, i32.i64 x)) (iota n))

-- The same kernel launched several times in one run, on different values:
-- every launch after the first finds its counter reset.
entry repeated (n: i64): i64 =
  loop acc = 0i64 for i < 5i64 do
    acc * 3 + reduce (+) 0i64 (map (\x -> x * (i + 1) % 1009) (iota n))
