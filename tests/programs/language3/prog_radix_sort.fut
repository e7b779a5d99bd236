-- LSD radix sort of u32 values by repeated partitions on each bit.
-- ==
-- input { [170u32, 45u32, 75u32, 90u32, 802u32, 24u32, 2u32, 66u32] }
-- output { [2u32, 24u32, 45u32, 66u32, 75u32, 90u32, 170u32, 802u32] }
-- input { empty([0]u32) } output { empty([0]u32) }

entry main [n] (xs: [n]u32) : [n]u32 =
  loop xs for bit < 32 do
    let (zeros, ones) = partition (\x -> (x >> u32.i32 bit) & 1 == 0) xs
    in zeros ++ ones :> [n]u32
