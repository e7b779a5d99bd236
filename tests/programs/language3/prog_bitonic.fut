-- A bitonic sorting network on arrays whose size is a power of two.
-- ==
-- input { [7, 3, 6, 1, 8, 2, 5, 4] } output { [1, 2, 3, 4, 5, 6, 7, 8] }
-- input { [2, 1] } output { [1, 2] }

entry main [n] (xs: [n]i32) : [n]i32 =
  let log_n = i64.i32 (63 - i64.clz n)
  in loop xs for k in 1...log_n do
       loop xs for j in (k-1)..(k-2)...0 do
         let d = 1i64 << j
         let blk = 1i64 << k
         in tabulate n (\i ->
              let p = i ^ d
              let up = (i & blk) == 0
              let (a, b) = (xs[i], xs[p])
              in if (i < p) == up then i32.min a b else i32.max a b)
