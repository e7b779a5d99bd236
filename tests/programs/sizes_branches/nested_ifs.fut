-- Nested `if`s whose branches are arrays of a size that a function's
-- declared result or a size parameter gives; the same function called
-- twice in one definition with different sizes gives each call its own.

def spread [n] (lo: i32) (xs: [n]i32) : [n]i32 =
  let out = replicate n lo
  let (out, _) = match n
    case 0 -> (out, 0)
    case _ -> loop (out, s) = (out, lo) for i < n do
                let s = s + xs[i]
                in (out with [i] = s, s)
  in out

def level [n] (x: i32) (xs: [n]i32) : [n]i32 =
  if x < 0 then replicate n 0
  else if x == 0 then xs
  else if x < 10 then spread x xs
  else map (+ x) (spread 0 xs)

-- ==
-- entry: levels
-- input { [-1, 0, 3, 20] [[1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3]] }
-- output { [[0, 0, 0], [1, 2, 3], [4, 6, 9], [21, 23, 26]] }
entry levels [r][n] (xs: [r]i32) (yss: [r][n]i32) : [r][n]i32 =
  map2 level xs yss

-- Two calls of `spread` with arrays of different sizes: each result has
-- its argument's size, so `a` and `b` are used with their own rows.
-- ==
-- entry: two_sizes
-- input { [1, 2, 3] [10, 20] }
-- output { [[1, 2, 4, 7], [1, 2, 4, 7]] [[0, 10, 30], [0, 10, 30]] }
entry two_sizes [n][m] (xs: [n]i32) (ys: [m]i32) =
  let a = map (\i -> if i == 0 then spread 1 xs else level 1 xs) (iota 2)
  let b = map (\i -> if i == 0 then spread 0 ys else level 0 (spread 0 ys)) (iota 2)
  in (map (\r -> [1] ++ r) a, map (\r -> [0] ++ r) b)
