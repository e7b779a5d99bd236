-- Local functions: closures over local variables, local polymorphic
-- functions, local functions passed to SOACs, nested local functions.
-- ==
-- input { 10i32 [1i32, 2i32] }
-- output { [11i32, 12i32] [1i32, 2i32] [1i32, 2i32] 23i32 }

entry main (k: i32) (xs: []i32) =
  let add_k x = x + k
  let pair 'a (x: a) = (x, x)
  let outer y =
    let inner z = z * 2 + k
    in inner y + 1
  let (ps, qs) = unzip (map pair xs)
  in (map add_k xs, ps, qs, outer 6)
