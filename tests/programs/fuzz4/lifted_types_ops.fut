-- A size-parametric polymorphic type abbreviation as a parameter type, a
-- size-lifted type parameter at an array of an existential size, a `type~`
-- record with a filtered array, a module's own operator used in a local
-- open, as a prefix function to foldl and in a section.
-- ==
-- input { [1, -5, 3] 2 }
-- output { [1, 25, 9] 2i64 5 4 -2 [3, -3, 5] }

type square [n] 't = [n][n]t
type~ ragged = {data: []i32, off: i64}
def diag [n] 't (m: square [n] t) : [n]t = map (\i -> m[i, i]) (iota n)
def keep '~t (b: bool) (x: t) (y: t) : t = if b then x else y
def mk (xs: []i32) : ragged = {data = filter (> 0) xs, off = 1}
def total (r: ragged) = i32.sum r.data + i32.i64 r.off
module M = {
  type t = {v: i32}
  def (+^) (a: t) (b: t) : t = {v = a.v + b.v * 2}
  def zero : t = {v = 0}
}
def main [n] (xs: [n]i32) (k: i32) =
  let sq : square [n] i32 = map (\x -> map (* x) xs) xs
  let d = diag sq
  let kk = let ps = filter (> 0) xs in keep (k > 0) (map (+ 1) ps) ps
  let r = mk xs
  let s = M.(zero +^ {v = k})
  let s2 = foldl (M.+^) M.zero (map (\x -> {v = x}) xs)
  let sec = map (M.+^ {v = 1}) (map (\x -> {v = x}) xs)
  in (d, length kk, total r, s.v, s2.v, map (.v) sec)
