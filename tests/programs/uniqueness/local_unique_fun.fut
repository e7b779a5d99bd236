-- A local function with a unique parameter and result.
-- ==
-- input { 4i64 } output { [1, 0, 1, 0] }
entry main (n: i64) =
  let mark (a: *[]i32) (i: i64) : *[]i32 = a with [i] = 1
  in loop a = replicate n 0 for i < n do
       if i % 2 == 0 then mark a i else a
