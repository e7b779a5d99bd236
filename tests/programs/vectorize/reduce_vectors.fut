-- Reductions whose first pass folds 4-lane vectors under a GPU profile
-- (map-vectorize: asVector(4), one float4/int4 load per array and four
-- elements): lengths that 4 divides (the vector kernel) and lengths it
-- does not (the scalar kernel), empty and shorter than a vector, around
-- the work-group size and past the grid.
-- ==
-- entry: dot
-- input { empty([0]f32) empty([0]f32) } output { 0f32 }
-- input { [2f32] [3f32] } output { 6f32 }
-- input { [1f32, 2f32, 3f32] [1f32, 1f32, 1f32] } output { 6f32 }
-- input { [1f32, 2f32, 3f32, 4f32] [1f32, 2f32, 3f32, 4f32] } output { 30f32 }
-- input { [1f32, 2f32, 3f32, 4f32, 5f32] [1f32, 1f32, 1f32, 1f32, 2f32] } output { 20f32 }
-- random input { [1024]f32 [1024]f32 } auto output
-- random input { [1027]f32 [1027]f32 } auto output
-- compiled random input { [1000004]f32 [1000004]f32 } auto output
-- compiled random input { [1000001]f32 [1000001]f32 } auto output

-- ==
-- entry: isum
-- input { empty([0]i32) } output { 0i32 }
-- input { [7i32, -2i32, 5i32] } output { 10i32 }
-- random input { [4096]i32 } auto output
-- random input { [4099]i32 } auto output
-- compiled random input { [2000000]i32 } auto output
-- compiled random input { [2000002]i32 } auto output

-- ==
-- entry: maxabs
-- input { [1i32, -9i32, 4i32, 2i32] } output { 9i32 }
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output
-- compiled random input { [100001]i32 } auto output

-- ==
-- entry: mixed
-- input { [1f32, 2f32, 3f32, 4f32] [10f64, 20f64, 30f64, 40f64] } output { 300f64 }
-- random input { [1003]f32 [1003]f64 } auto output
-- compiled random input { [262144]f32 [262144]f64 } auto output
-- compiled random input { [262145]f32 [262145]f64 } auto output

-- ==
-- entry: neighbours
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32, 7i32, 8i32] } output { 72i32 }
-- random input { [1003]i32 } auto output
-- compiled random input { [65536]i32 } auto output
-- compiled random input { [65538]i32 } auto output

entry dot [n] (xs: [n]f32) (ys: [n]f32): f32 = reduce (+) 0 (map2 (*) xs ys)

entry isum (xs: []i32): i32 = reduce (+) 0 xs

entry maxabs (xs: []i32): i32 = reduce i32.max 0 (map i32.abs xs)

-- A 4-byte and an 8-byte array: the f32 reads become vector loads, the
-- f64 reads stay scalar.
entry mixed [n] (xs: [n]f32) (ys: [n]f64): f64 = reduce (+) 0 (map2 (\x y -> f64.f32 x * y) xs ys)

-- Reads at i and at i + 1 (wrapping): only the read at i is vectorised.
entry neighbours [n] (xs: [n]i32): i32 =
  reduce (+) 0 (map (\i -> xs[i] + xs[(i + 1) % n]) (iota n))

-- Two results (a tuple operator, componentwise commutative): vectorised
-- like a scalar reduction, each lane folding both components.
-- ==
-- entry: minmax
-- input { [3i32, -1i32, 8i32, 2i32, 5i32] } output { -1i32 8i32 }
-- random input { [1003]i32 } auto output
-- compiled random input { [100004]i32 } auto output

entry minmax (xs: []i32): (i32, i32) =
  reduce (\(a, b) (c, d) -> (i32.min a c, i32.max b d)) (i32.highest, i32.lowest) (map (\x -> (x, x)) xs)

-- Reads that the index does not provably keep in bounds stay scalar and
-- checked: an index past the end is an error, not a vector load.
-- ==
-- entry: prefix_sum
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32, 7i32, 8i32] 4i64 } output { 10i32 }
-- input { [1i32, 2i32, 3i32, 4i32] 8i64 } error: out of bounds

entry prefix_sum (xs: []i32) (n: i64): i32 = reduce (+) 0 (map (\i -> xs[i]) (iota n))

-- Row sums and matrix-vector products (group per row).  The search ranks
-- the float4 form of a group per row behind the scalar one (slower on the
-- H200; tests/unit/test_vectorize.cpp checks its code): these cases cover
-- row lengths that 4 divides and others, for whichever form is chosen.
-- ==
-- entry: matvec
-- input { [[1f32, 2f32, 3f32, 4f32], [5f32, 6f32, 7f32, 8f32]] [1f32, 0f32, 1f32, 0f32] } output { [4f32, 12f32] }
-- input { [[1f32, 2f32, 3f32], [5f32, 6f32, 7f32]] [1f32, 0f32, 1f32] } output { [4f32, 12f32] }
-- input { empty([0][8]f32) [1f32, 1f32, 1f32, 1f32, 1f32, 1f32, 1f32, 1f32] } output { empty([0]f32) }
-- random input { [5][1024]f32 [1024]f32 } auto output
-- compiled random input { [300][1024]f32 [1024]f32 } auto output
-- compiled random input { [300][1027]f32 [1027]f32 } auto output
-- compiled random input { [7][40000]f32 [40000]f32 } auto output

entry matvec [m][n] (a: [m][n]f32) (x: [n]f32): [m]f32 = map (\row -> reduce (+) 0 (map2 (*) row x)) a

-- ==
-- entry: rowmax
-- input { [[1i32, -9i32, 4i32, 2i32], [0i32, 3i32, -1i32, 2i32]] } output { [9i32, 3i32] }
-- random input { [5][256]i32 } auto output
-- compiled random input { [512][256]i32 } auto output
-- compiled random input { [512][258]i32 } auto output

entry rowmax [m][n] (a: [m][n]i32): [m]i32 = map (\row -> reduce i32.max 0 (map i32.abs row)) a

-- A row of a matrix and a slice: the reads go through a row offset or a
-- copy, never a misaligned vector.
-- ==
-- entry: row_and_slice
-- input { [[1f32, 2f32, 3f32, 4f32], [5f32, 6f32, 7f32, 8f32]] 1i64 } output { 26f32 9f32 }
-- input { [[1f32, 2f32, 3f32, 4f32, 5f32], [6f32, 7f32, 8f32, 9f32, 10f32]] 0i64 } output { 15f32 14f32 }

entry row_and_slice [m][n] (a: [m][n]f32) (r: i64): (f32, f32) =
  (reduce (+) 0 a[r], reduce (+) 0 (flatten a)[1:n])
