-- A return type written with `[]` takes the size the body gives it when
-- the callers can know that size (a constant, a size parameter, a named
-- `i64` parameter, arithmetic on them): `[]` is inferred, as Futhark's
-- checker reads a declared return type with non-rigid sizes.  Two calls'
-- results then have the same size and can be zipped.

def pair_of (x: (f32, f32)) : []f32 = [x.0, x.1]

def add_pairs (a: (f32, f32)) (b: (f32, f32)) : (f32, f32) =
  let s = map2 (+) (pair_of a) (pair_of b)
  in (s[0], s[1])

-- ==
-- entry: constant_size
-- input { 1f32 2f32 10f32 20f32 } output { 11f32 22f32 }
entry constant_size (a: f32) (b: f32) (c: f32) (d: f32) = add_pairs (a, b) (c, d)

def doubled [n] (xs: [n]i32) : []i32 = map (* 2) xs
def ranks (k: i64) : []i64 = iota k
def grown [n] (xs: [n]i64) : []i64 = xs ++ [0]

-- ==
-- entry: param_sizes
-- input { [1, 2, 3] } output { [3, 6, 9] [0i64, 2i64, 4i64] 4i64 }
entry param_sizes (xs: []i32) =
  let ys = map2 (+) xs (doubled xs)
  let zs = map2 (+) (ranks (length xs)) (ranks (length xs))
  in (ys, zs, length (map2 (+) (grown zs) (grown zs)))

-- An implicit size of a `[]` parameter is also known to the caller.
def firsts (xs: [](i32, i32)) : []i32 = map (.0) xs

-- ==
-- entry: implicit_param
-- input { [1, 2] [5, 6] } output { [6, 8] }
entry implicit_param (a: []i32) (b: []i32) =
  let ps = zip a b
  in map2 (+) (firsts ps) (map (.1) ps)

-- In a parametric module, as an instance of the module type's field.
module type field = { type t val zero : t val add : t -> t -> t }
module pairs (R: { type t val zero: t val add: t -> t -> t }) = {
  type t = (R.t, R.t, R.t)
  def zero : t = (R.zero, R.zero, R.zero)
  def unpack (x: t) : []R.t = [x.0, x.1, x.2]
  def pack (x: []R.t) : t = (x[0], x[1], x[2])
  def add (x: t) (y: t) : t = map2 R.add (unpack x) (unpack y) |> pack
}
module p = pairs { type t = i64 def zero = 0i64 def add = (i64.+) }

-- ==
-- entry: in_module
-- input { 3i64 } output { 3i64 5i64 7i64 }
entry in_module (k: i64) = p.add (k, k + 1, k + 2) (0, 1, 2)
