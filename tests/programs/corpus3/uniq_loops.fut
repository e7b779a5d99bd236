-- Loops over unique arrays: consuming calls in the body, conditional
-- consumption, swapping two merge parameters, while loops with a
-- declared unique parameter, updates of elements of a 2-D merge
-- parameter.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [2i32, 3i32, 4i32] [2i32, 2i32, 4i32] [9i32, 2i32, 3i32] [1i32, 9i32, 3i32] [5i32, 2i32, 3i32] [[0i32, 2i32, 3i32], [1i32, 0i32, 3i32]] }

def bump (xs: *[]i32) (i: i64) : *[]i32 = xs with [i] = xs[i] + 1

def swap_loop (a: []i32) (n: i64) =
  loop (xs, ys) = (copy a, copy a) for i < n do (ys, xs with [i] = 9)

entry main (a: []i32) =
  let n = length a
  let b = loop xs = copy a for i < n do bump xs i
  let c = loop xs = copy a for i < n do if i % 2 == 0 then bump xs i else xs
  let (d, e) = swap_loop a 2
  let f = loop (xs: *[]i32) = copy a while xs[0] < 5 do bump xs 0
  let g = loop xs = replicate 2 (copy a) for i < 2 do xs with [i, i] = 0
  in (b, c, d, e, f, g)
