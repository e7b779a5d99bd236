-- `--print-types` lists what the program defines: a functor's
-- application's members (`M32.dist`), not the definitions that
-- defunctorisation makes (the parameter's members `metric'R.sqrt`, the
-- generic body `metric'body.dist`, the argument `M32'arg...`, the
-- wrappers `'signature_check` and `'sealed`).  A top-level definition
-- named like a prelude value still prints as written.

module type space = {
  type t
  val dist [d] : [d]t -> [d]t -> t
}

module metric (R: real) : space with t = R.t = {
  type t = R.t
  def dist [d] (a: [d]t) (b: [d]t) : t = R.sqrt (R.sum (map2 (\x y -> R.((x - y) * (x - y))) a b))
}

module M32 = metric f32
module M64 = metric f64

def sum (xs: []i32) = i32.sum xs

entry nearest [n][d] (ps: [n][d]f32) (q: [d]f32) : f32 =
  f32.minimum (map (M32.dist q) ps)

-- types:
-- def M32.dist [d] : [d]f32 -> [d]f32 -> f32
-- def M64.dist [d] : [d]f64 -> [d]f64 -> f64
-- def sum [d0] : [d0]i32 -> i32
-- entry nearest [n] [d] : [n][d]f32 -> [d]f32 -> f32
