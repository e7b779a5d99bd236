-- A module that defines its own `+`, `-` and `*` on pairs reaches the
-- built-in operators through the module `intrinsics` (language reference,
-- "User-Defined Operators"): by a local open, by a qualified operator
-- and by a qualified section.
-- ==
-- input { 1.5 2.0 0.5 -1.0 }
-- output { 2.0 1.0 2.75 -0.5 4.0 }

module pair = {
  type t = {a: f64, b: f64}
  def mk (a: f64) (b: f64) : t = {a, b}
  def (+) (x: t) (y: t) : t = intrinsics.({a = x.a + y.a, b = x.b + y.b})
  def (-) (x: t) (y: t) : t = {a = x.a intrinsics.- y.a, b = x.b intrinsics.- y.b}
  def (*) (x: t) (y: t) : t = intrinsics.({a = x.a * y.a - x.b * y.b, b = x.a * y.b + x.b * y.a})
  def total (x: t) = (intrinsics.+) x.a x.b
}

entry main (a: f64) (b: f64) (c: f64) (d: f64) =
  let p = pair.mk a b
  let q = pair.mk c d
  let s = pair.(p + q)
  let m = pair.(p * q)
  let dd = pair.(p - q)
  in (s.a, s.b, m.a, m.b, pair.total dd)
