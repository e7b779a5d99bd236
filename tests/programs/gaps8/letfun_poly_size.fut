-- Local functions with explicit size parameters are polymorphic in them;
-- local functions with named parameters are generalised.
-- ==
-- input { [1,2,3] [1,2] } output { 3i64 2i64 [1,2,3] [true] }
entry main (a: []i32) (b: []i32) =
  let len [n] (_: [n]i32) = n
  let single x = [x]
  in (len a, len b, a, single true)
