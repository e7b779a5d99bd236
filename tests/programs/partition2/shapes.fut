-- Partitions that do not keep the count on the device (other uses of a
-- part, tuples, rows, the parts in the other order), and a loop that
-- does, carrying a second array: all compared with the interpreter.
-- ==
-- entry: parts_reversed
-- input { 0i64 } output { empty([0]i64) }
-- input { 2051i64 } auto output
-- entry: with_count
-- input { 0i64 } output { empty([0]i64) 0i64 }
-- input { 4096i64 } auto output
-- entry: pairs
-- input { empty([0]u32) } output { empty([0]u32) empty([0]i64) }
-- random input { [3333]u32 } auto output
-- entry: rows
-- input { 0i64 } output { empty([0][3]i32) }
-- input { 2049i64 } auto output
-- entry: two_loops
-- random input { [2500]u32 } auto output

entry parts_reversed (n: i64) : [n]i64 =
  let (a, b) = partition (\x -> x % 3 == 0) (iota n)
  in b ++ a :> [n]i64

entry with_count (n: i64) : ([n]i64, i64) =
  let (a, b) = partition (\x -> x % 3 == 0) (map (\i -> i * 5 % 11) (iota n))
  in (a ++ b :> [n]i64, length a)

-- A key-value sort: keys and their first positions move together.
entry pairs [n] (ks: [n]u32) : ([n]u32, [n]i64) =
  let (ks, vs) =
    loop (ks, vs) = (ks, iota n) for i < 32 do
      let (zeros, ones) = partition (\(k, _) -> (k >> u32.i32 i) & 1 == 0) (zip ks vs)
      let (a, b) = unzip (zeros ++ ones :> [n](u32, i64))
      in (a, b)
  in (ks, vs)

entry rows (n: i64) : [n][3]i32 =
  let xs = map (\i -> [i32.i64 i, i32.i64 (i * 3 % 7), 1]) (iota n)
  let (a, b) = partition (\r -> r[1] < 3) xs
  in a ++ b :> [n][3]i32

-- Two sorts, one after the other, on the same data.
entry two_loops [n] (xs: [n]u32) : [n]u32 =
  let ys = loop xs for i < 16 do
             let (z, o) = partition (\x -> (x >> u32.i32 i) & 1 == 0) xs
             in z ++ o :> [n]u32
  let zs = map (\x -> x ^ 0xffff) ys
  in loop zs for i < 32 do
       let (z, o) = partition (\x -> (x >> u32.i32 i) & 1 == 0) zs
       in z ++ o :> [n]u32
