-- Scalars that a reduction computes and only later kernels read stay on
-- the device (backend/backend.cpp, device scalars): the kernels read them
-- from the reduction's result buffer.  Where the host branches on one,
-- computes a size with it, or returns it, it is read back as before.
-- ==
-- entry: centre
-- input { [1i32, 2i32, 3i32, 6i32] } output { [-2i32, -1i32, 0i32, 3i32] }
-- input { empty([0]i32) } output { empty([0]i32) }
-- random input { [100003]i32 } auto output
-- entry: scale_by_max
-- input { [1f32, -4f32, 2f32] } output { [0.25f32, -1f32, 0.5f32] }
-- random input { [5000]f32 } auto output
-- entry: both_ways
-- input { [3i64, 1i64, 2i64] } output { [9i64, 7i64, 8i64] 6i64 }
-- input { [-3i64, 1i64] } output { [-5i64, -1i64] -2i64 }
-- random input { [7777]i64 } auto output
-- entry: branch_on_sum
-- input { [1i32, 2i32] } output { [2i32, 3i32] }
-- input { [-1i32, -2i32] } output { [-2i32, -4i32] }
-- random input { [3000]i32 } auto output
-- entry: min_max_range
-- input { [5u32, 9u32, 7u32] } output { [0u32, 4u32, 2u32] }
-- random input { [65536]u32 } auto output
-- entry: counts_in_loop
-- input { [1i32, 5i32, 3i32, 8i32] 3 } output { [1i32, 5i32, 3i32, 8i32] }
-- random input { [20000]i32 4 } auto output

entry centre [n] (xs: [n]i32) : [n]i32 =
  let s = reduce (+) 0 xs
  let m = if n == 0 then 0 else s / i32.i64 n
  in map (\x -> x - m) xs

entry scale_by_max (xs: []f32) : []f32 =
  let mx = reduce f32.max 0 (map f32.abs xs)
  in map (\x -> if mx == 0 then x else x / mx) xs

-- The sum read by a kernel and returned: read back.
entry both_ways (xs: []i64) : ([]i64, i64) =
  let s = i64.sum xs
  in (map (+ s) xs, s)

-- The host branches on the sum: read back.
entry branch_on_sum (xs: []i32) : []i32 =
  let s = i32.sum xs
  in if s > 0 then map (+ 1) xs else map (* 2) xs

-- Two results of one reduction, both only read by the map.
entry min_max_range (xs: []u32) : []u32 =
  let (lo, hi) = reduce (\(a, b) (c, d) -> (u32.min a c, u32.max b d)) (u32.highest, u32.lowest)
                        (map (\x -> (x, x)) xs)
  in map (\x -> if hi == lo then 0 else x - lo) xs

-- A reduction in each iteration of a loop, read by the next map only:
-- each pass subtracts the count of elements above a threshold, then adds
-- it back.
entry counts_in_loop [n] (xs: [n]i32) (k: i32) : [n]i32 =
  loop ys = xs for i < k do
    let c = i32.sum (map (\y -> i32.bool (y > i)) ys)
    let zs = map (\y -> y - c) ys
    in map (\z -> z + c) zs
