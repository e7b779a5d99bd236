-- A loop whose unannotated array parameter changes size in every
-- iteration: sizes that the body infers from the parameter are the
-- iteration's.  `rep true` takes the size of the indices computed from
-- `succ`, which halves; checked once at the initial size, `rep` made an
-- array of the first iteration's size in every later one (a run-time
-- size mismatch in scatter).  The body is checked again with the
-- changing size made fresh, as Futhark does.
-- ==
-- input { 10i64 20i64 }
-- output { [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true] }
-- input { 1i64 4i64 } output { [false, false, false, false] }

def rep 't [n] (x: t) : [n]t = replicate n x

def main (n: i64) (m: i64) =
  let set = replicate m false
  let (set, _) =
    loop (set, succ) = (set, iota n) while length succ > 1 do
      let rs = map (\i -> i * 2 % m) succ
      let set = scatter set (map (\r -> r + 1) rs) (rep true)
      in (set, succ[:length succ / 2])
  in set

-- ==
-- entry: grow
-- input { 3i64 } output { [0i64, 1i64, 0i64, 1i64, 2i64, 3i64, 0i64, 1i64, 2i64, 3i64, 4i64, 5i64, 6i64, 7i64] }

-- A growing parameter, a size inferred through zip with a computed array.
entry grow (k: i64) =
  let (_, out) =
    loop (xs, out) = ([0i64], []) for _i < k do
      let ys = xs ++ map (+ length xs) xs
      let pairs = zip ys (indices ys)
      in (ys, out ++ map (.1) pairs)
  in out

-- ==
-- entry: same_size
-- input { [1, 2, 3] [10, 20, 30] } output { [31, 62, 93] }

-- A parameter whose size does not change stays the outer size: it may be
-- combined with an outer array of that size.
entry same_size [n] (xs: [n]i32) (ys: [n]i32) =
  loop acc = xs for _i < 3 do map2 (+) acc ys
