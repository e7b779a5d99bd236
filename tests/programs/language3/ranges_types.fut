-- Ranges over other integer types, and an empty range.
-- ==
-- input { 5u8 } output { [0u8, 1u8, 2u8, 3u8, 4u8] [10i32, 7i32, 4i32, 1i32] 0i64 }

entry main (n: u8) =
  let r = 0..<n
  let down = 10..7...0i32
  let empty = 3..<3i64
  in (r, down, length empty)
