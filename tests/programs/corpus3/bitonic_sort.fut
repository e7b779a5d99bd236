-- Bitonic sort on a power-of-two array, with nested while loops over
-- tuples and a map that reads two elements per thread.
-- ==
-- input { [5i32, 3i32, 8i32, 1i32, 9i32, 2i32, 7i32, 4i32] }
-- output { [1i32, 2i32, 3i32, 4i32, 5i32, 7i32, 8i32, 9i32] }
-- input { [2i32, 1i32] }
-- output { [1i32, 2i32] }
-- random input { [1024]i32 } auto output

def bitonic_step [n] (xs: [n]i32) (block: i64) (stride: i64) : [n]i32 =
  map (\i ->
         let j = i ^ stride
         let up = (i & block) == 0
         let a = xs[i]
         let b = xs[j]
         in if (i < j) == up then i32.min a b else i32.max a b)
      (iota n)

def bitonic_sort [n] (xs: [n]i32) : [n]i32 =
  let k = i64.i32 (64 - i32.i64 0 - i64.clz (n - 1))
  let _ = k
  let (xs, _) =
    loop (xs, block) = (xs, 2) while block <= n do
      let (xs, _) = loop (xs, stride) = (xs, block / 2) while stride > 0 do
                      (bitonic_step xs block stride, stride / 2)
      in (xs, block * 2)
  in xs

entry main (xs: []i32) = bitonic_sort xs
