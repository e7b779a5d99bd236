-- Loops whose array state changes size between iterations: the result has
-- an unknown size (language reference, "An array produced by a loop does
-- not have a known size"), and loops whose array state keeps its size.
-- ==
-- input { 3i32 } output { [1i32, 1i32, 1i32, 1i32, 1i32, 1i32, 1i32, 1i32] 8i64 [0i64, 1i64, 2i64] [4i32, 5i32, 6i32] }
-- input { 0i32 } output { [1i32] 1i64 empty([0]i64) [1i32, 2i32, 3i32] }

def doubling (n: i32) : []i32 =
  loop xs = [1] for _i < n do xs ++ xs

def grow (n: i32) : []i64 =
  loop acc = [] while length acc < i64.i32 n do acc ++ [length acc]

entry main (n: i32) =
  let d = doubling n
  let same = loop ys = [1, 2, 3] for _i < n do map (+ 1) ys
  in (d, length d, grow n, same)
