-- `for i < n` takes the type of n; ranges over i32 and u8 drive loops.
-- ==
-- input { 5i32 } output { 10i32 15u8 10i64 }

entry main (n: i32) =
  let a = loop s = 0 for i < n do s + i
  let b = loop s = 0u8 for i in 1..<6u8 do s + i
  let c = loop s = 0i64 for i < i64.i32 n do s + i
  in (a, b, c)
