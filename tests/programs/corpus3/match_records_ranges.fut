-- Record patterns with literals in match, ranges of every form, string escapes, local functions with return types.
-- ==
-- input { 4i32 }
-- output { 3i32 8i32 6i32 2i32 [1i32, 2i32, 3i32] [0i32, 2i32, 4i32, 6i32, 8i32, 10i32] [10i32, 9i32, 8i32] [2i32, 3i32, 4i32] [97u8, 9u8, 98u8, 34u8, 99u8, 92u8] [1i32, 2i32, 30i32] }

def inc = \(x: i32) -> x + 1
def cls (r: {a: i32, b: bool}) : i32 =
  match r
  case {a = 0, b = true} -> 1
  case {a = 0, b} -> if b then 99 else 2
  case {a, b = _} -> a * 10

entry main (n: i32) =
  let f x y : i32 = x + y
  let g = \x : i32 -> x * 2
  let s = loop acc = 0 for i < n do acc + i
  let r1 = 1..3
  let r2 = 0..2...10
  let r3 = 10..>7
  let r4 = 2..<5
  let str = "a\tb\"c\\"
  let cs = [cls {a = 0, b = true}, cls {a = 0, b = false}, cls {a = 3, b = true}]
  in (f 1 2, g 4, s, inc 1, r1, r2, r3, r4, str, cs)
