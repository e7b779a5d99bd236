-- A radix sort with get_bit, partition and a size coercion.
-- ==
-- input { [3i32, 1i32, 2i32] } output { [1i32, 2i32, 3i32] }
-- random input { [1000]i32 } auto output
def sort [n] (xs: [n]i32) : [n]i32 =
  let bits = 32
  in loop xs for b < bits do
    let bit i = i32.get_bit b (if b == 31 then i ^ i32.lowest else i)
    let (zeros, ones) = partition (\x -> bit x == 0) xs
    in (zeros ++ ones) :> [n]i32
entry main (xs: []i32) = sort xs
