-- Local polymorphic functions (explicit and generalised) used at several
-- types, inside a polymorphic function that is itself used at two types.
-- ==
-- input { 4 2.0f32 } output { 2.0f32 2.0f32 4 4 3 [8, 8] [4.0f32, 4.0f32] }

def dup 'a (x: a) : (a, a) = (x, x)

def rep 'a (n: i64) (x: a) : [n]a =
  let one 'b (y: b) : [1]b = [y]
  let two y = one y ++ one y
  in (two x ++ replicate (n - 2) x) :> [n]a

entry main (i: i32) (f: f32) =
  let swap 'a 'b ((x, y): (a, b)) : (b, a) = (y, x)
  let (p, q) = swap (dup f, dup i)
  let k = let second (_: i32) (y: i32) = y in second 0 3
  in (q, p, k, rep 2 (i * 2), rep 2 (f * 2))
