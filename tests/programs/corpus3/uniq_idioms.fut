-- Uniqueness idioms: conditional updates in loops and functions, tuples
-- of unique arrays returned from if, read-then-write of an element,
-- writing a copied row, match returning an updated array.
-- ==
-- input { 3i64 }
-- output { [1i32, 0i32, 1i32] [1i32, 0i32, 0i32] [2i32, 0i32, 0i32] [1i32, 0i32, 1i32] [[3i32, 0i32, 0i32], [0i32, 0i32, 0i32]] [9i32, 5i32, 5i32] }

def setif (xs: *[]i32) (c: bool) : *[]i32 = if c then xs with [0] = 1 else xs

def upd2 (a: *[]i32) (b: *[]i32) (c: bool) : (*[]i32, *[]i32) =
  if c then (a with [0] = 1, b) else (a, b with [0] = 2)

entry main (n: i64) =
  let acc = loop acc = replicate n 0i32 for i < n do
              if i % 2 == 0 then acc with [i] = 1 else acc
  let acc2 = loop acc = replicate n 0i32 for i < n do
              let x = acc[i]
              let acc[i] = x + 5
              in acc
  let (p, q) = upd2 (replicate n 0) (replicate n 0) true
  let (p, q) = upd2 p q false
  let s = setif (copy acc) true
  let m = replicate 2 (replicate n 0i32)
  let m[0] = copy m[1] with [0] = 3
  let r = match n
          case 0 -> acc2
          case _ -> acc2 with [0] = 9
  in (acc, p, q, s, m, r)
