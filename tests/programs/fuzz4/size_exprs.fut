-- Size expressions through polymorphic size-parametric functions: `[n+1]`
-- results chained and applied to an existential size, `[n*2]` unflattened
-- into pairs, `[n*m]` from flatten and back, take/drop at a split, a
-- size-parametric record type built inside a map.
-- ==
-- input { [1, -5, 3] 2 }
-- output { [0i64, 1i64, 2i64] 5 2 [1, 3, -5] 12i64 [2, -4, 4, 1] [1] [-5, 3, 2] [2, 2, 2] [2, -4, 4] }

def snoc [n] 't (xs: [n]t) (x: t) : [n+1]t = concat xs [x]
def pairs [n] 't (xs: [n*2]t) : [n](t, t) = map (\r -> (r[0], r[1])) (unflatten xs)
def pos [n] (xs: [n]i32) : ?[k].[k]i32 = filter (> 0) xs
def grid [n][m] (xs: [n]i32) (ys: [m]i32) : [n*m]i32 = flatten (map (\x -> map (+ x) ys) xs)
def split_at [n] 't (i: i64) (xs: [n]t) = (take i xs, drop i xs)
type box [n] = {vals: [n]i32, tag: i32}
def mkbox [n] (xs: [n]i32) : box [n] = {vals = xs, tag = i32.i64 n}
def main [n] (xs: [n]i32) (k: i32) =
  let ys = pos xs
  let zs = snoc ys k
  let w = zip zs (indices zs)
  let b = mkbox (snoc (snoc xs 1) 2)
  let ps = pairs (concat xs xs :> [n*2]i32)
  let g = grid xs (snoc xs 0)
  let g2 = unflatten g
  let (l, r) = split_at 1 (snoc xs k)
  let bs = map (\x -> mkbox [x, x + 1]) xs
  in (map (.1) w, b.tag, i32.sum b.vals, map (.0) ps, length g, g2[0], l, r, map (.tag) bs, map (\b -> b.vals[1]) bs)
