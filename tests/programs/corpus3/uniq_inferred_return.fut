-- A definition without a return type whose body makes a fresh array
-- returns a unique array (Futhark infers the uniqueness of an
-- unannotated return type): the caller may update the result in place.
-- ==
-- entry: main
-- input { [1i32, 2i32, 3i32] }
-- output { [0i32, 3i32, 4i32] [1i32, 2i32, 3i32] [9i32, 2i32] 3i32 }
-- entry: local_fn
-- input { [1i32, 2i32, 3i32] }
-- output { [2i32, 0i32, 6i32] }

def incr (xs: []i32) = map (+ 1) xs

def split_copy (xs: []i32) = (copy xs, xs[0])

def pair_fresh [n] (xs: [n]i32) = (replicate 2 xs[1], length xs)

entry main (xs: []i32) =
  let ys = incr xs
  let ys[0] = 0
  let (zs, x0) = split_copy xs
  let zs[0] = x0
  let (ws, n) = pair_fresh xs
  let ws[0] = 9
  in (ys, zs, ws, i32.i64 n)

entry local_fn (xs: []i32) =
  let twice (v: []i32) = map (* 2) v
  let w = twice xs
  let w[1] = 0
  in w
