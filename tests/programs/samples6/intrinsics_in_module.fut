-- Inside a module that defines `==` and `<` on its own type, the
-- built-in comparisons on integers come from `intrinsics`; outside it,
-- the prelude's are in scope as usual.
-- ==
-- input { [3, 1, 2] [3, 5, 2] }
-- output { [true, false, true] [false, true, false] 3 }

module ver = {
  type t = {major: i32, minor: i32}
  def mk (a: i32) (b: i32) : t = {major = a, minor = b}
  def (==) (p: t) (q: t) : bool = intrinsics.(p.major == q.major && p.minor == q.minor)
  def (<) (p: t) (q: t) : bool =
    p.major intrinsics.< q.major || (p.major intrinsics.== q.major && p.minor intrinsics.< q.minor)
}

entry main [n] (xs: [n]i32) (ys: [n]i32) =
  let eqs = map2 (\a b -> ver.(mk a 0 == mk b 0)) xs ys
  let lts = map2 (\a b -> ver.(mk 1 a < mk 1 b)) xs ys
  in (eqs, lts, length (filter (< 3) (xs ++ ys)))
