-- iterate, iterate_while and iterate_until from the prelude.
-- ==
-- input { 27i32 } output { 111i32 1i32 216i32 }

def collatz (x: i32) = if x % 2 == 0 then x / 2 else 3 * x + 1

entry main (x: i32) =
  let (_, steps) = iterate_while (\(v, _) -> v != 1) (\(v, s) -> (collatz v, s + 1)) (x, 0)
  in (steps, iterate_until (== 1) collatz x, iterate 3 (* 2) x)
