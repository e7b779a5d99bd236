-- The Level-1 prelude: library functions written in the language itself.
--
-- The type checker reads this file before the user's program (user
-- definitions shadow these).  Every call of a def is inlined and checked
-- with the actual argument types, so unannotated definitions here are
-- polymorphic.  Functions that need something the language cannot say yet
-- (the element type's module for `maximum`, size arithmetic for `flatten`,
-- uniqueness for `copy`, whose result must be unique) stay intrinsics of typecheck/typecheck.cpp.

-- | The identity function.
def id x = x

-- | A function that ignores its second argument.
def const x _ = x

-- | Swaps the arguments of a binary function.
def flip f b a = f a b

-- | Turns a function on a pair into a function of two arguments.
def curry f a b = f (a, b)

-- | Turns a function of two arguments into a function on a pair.
def uncurry f (a, b) = f a b

-- | Left fold, sequentially from the first element.
def foldl f acc bs = loop acc = acc for b in bs do f acc b

-- | Right fold, sequentially from the last element.
def foldr f acc bs = loop acc = acc for b in bs[::-1] do f b acc

-- | `tabulate n f` = `map f (iota n)`.
def tabulate n f = map f (iota n)

-- | `tabulate_2d n m f` = an `n`×`m` array of `f i j`.
def tabulate_2d n m f = map (\i -> map (\j -> f i j) (iota m)) (iota n)

-- | `tabulate_3d n m k f` = an `n`×`m`×`k` array of `f i j l`.
def tabulate_3d n m k f =
  map (\i -> map (\j -> map (\l -> f i j l) (iota k)) (iota m)) (iota n)

-- | Logical negation.
def not (x: bool) : bool = !x

-- | Conversions between i32 and the float types (Futhark's short names).
def r32 (x: i32) : f32 = f32.i32 x
def t32 (x: f32) : i32 = i32.f32 x
def r64 (x: i32) : f64 = f64.i32 x
def t64 (x: f64) : i32 = i32.f64 x

-- | Exclusive scan: element `i` is the reduction of the elements before `i`.
def exscan [n] 'a (op: a -> a -> a) (ne: a) (as: [n]a) : *[n]a =
  let s = scan op ne as
  in map (\i -> if i == 0 then ne else s[i - 1]) (iota n)

-- | Applies `f` to `x` `n` times.
def iterate 'a (n: i32) (f: a -> a) (x: a) : a = loop x for _i < n do f x

-- | Applies `f` to `x` until `p` holds (not at all when it holds at once).
def iterate_until 'a (p: a -> bool) (f: a -> a) (x: a) : a = loop x while !(p x) do f x

-- | Applies `f` to `x` while `p` holds.
def iterate_while 'a (p: a -> bool) (f: a -> a) (x: a) : a = loop x while p x do f x

-- | Multi-dimensional flattening and unflattening.
def flatten_3d [n] [m] [l] 't (xs: [n][m][l]t) : [n * m * l]t = flatten (flatten xs)
def flatten_4d [n] [m] [l] [k] 't (xs: [n][m][l][k]t) : [n * m * l * k]t = flatten (flatten_3d xs)
def unflatten_3d 't [n] [m] [l] (xs: [n * m * l]t) : [n][m][l]t = unflatten (unflatten xs)
def unflatten_4d 't [n] [m] [l] [k] (xs: [n * m * l * k]t) : [n][m][l][k]t = unflatten (unflatten_3d xs)

-- | `xs` with the size `n` (checked at run time).
def sized [m] 't (n: i64) (xs: [m]t) : [n]t = xs :> [n]t

-- | An array of `k` copies of `x` with the values `vs` written at `is`.
def spread 't [n] (k: i64) (x: t) (is: [n]i64) (vs: [n]t) : *[k]t = scatter (replicate k x) is vs

-- | `scatter` and `reduce_by_index` with two- and three-dimensional
-- indices; indices out of bounds are ignored.
def scatter_2d 't [k] [n] [l] (dest: *[k][n]t) (is: [l](i64, i64)) (vs: [l]t) : *[k][n]t =
  let flat (i, j) = if i >= 0 && i < k && j >= 0 && j < n then i * n + j else -1
  in unflatten (scatter (flatten dest) (map flat is) vs)
def scatter_3d 't [k] [n] [o] [l] (dest: *[k][n][o]t) (is: [l](i64, i64, i64)) (vs: [l]t) : *[k][n][o]t =
  let flat (i, j, h) =
    if i >= 0 && i < k && j >= 0 && j < n && h >= 0 && h < o then (i * n + j) * o + h else -1
  in unflatten_3d (scatter (flatten_3d dest) (map flat is) vs)
def reduce_by_index_2d 'a [k] [n] [m] (dest: *[k][m]a) (f: a -> a -> a) (ne: a) (is: [n](i64, i64)) (as: [n]a) : *[k][m]a =
  let flat (i, j) = if i >= 0 && i < k && j >= 0 && j < m then i * m + j else -1
  in unflatten (reduce_by_index (flatten dest) f ne (map flat is) as)
def reduce_by_index_3d 'a [k] [n] [m] [l] (dest: *[k][m][l]a) (f: a -> a -> a) (ne: a) (is: [n](i64, i64, i64)) (as: [n]a) : *[k][m][l]a =
  let flat (i, j, h) =
    if i >= 0 && i < k && j >= 0 && j < m && h >= 0 && h < l then (i * m + j) * l + h else -1
  in unflatten_3d (reduce_by_index (flatten_3d dest) f ne (map flat is) as)

-- | `n` copies of `x`, where `n` is the size the context demands.
def rep 't [n] (x: t) : *[n]t = replicate n x

-- | Splits `as` into the elements that satisfy `p1`, those that satisfy
-- `p2` but not `p1`, and the rest, each in their original order.
def partition2 [n] 'a (p1: a -> bool) (p2: a -> bool) (as: [n]a) : ?[k][l].([k]a, [l]a, [n - k - l]a) =
  let (xs, rest) = partition p1 as
  let (ys, zs) = partition p2 rest
  in (xs, ys, zs)

-- | A flattened map of a function returning an array of its own size per
-- element: the sizes of the segments, a flag at the start of each
-- segment's data, the offsets of the segments, the concatenated data and
-- (`flatmap`) the uniform results.  `f` runs once per element to learn
-- the sizes, once more per element to write its segment of the data (a
-- sequential loop over the segments, each written in place), and once to
-- make the first element that fills the data before it is written: the
-- work is linear in the size of the data.
def flatmap' [n] 'a 'b (f: a -> ?[k].[k]b) (as: [n]a) : ?[m].([n]i64, [m]bool, [n]i64, [m]b) =
  let shape = map (\x -> length (f x)) as
  let offsets = exscan (+) 0 shape
  let m = i64.sum shape
  let seg = hist i64.max 0 m (map2 (\o s -> if s > 0 then o else -1) offsets shape) (iota n)
            |> scan i64.max 0
  let flags = map2 (\j s -> j == offsets[s]) (iota m) seg
  -- Position 0 of the data (when there is one) belongs to the first
  -- segment that is not empty: its first element fills the array.
  let blank : *[m]b = if m == 0 then [] :> *[m]b else replicate m (f as[seg[0]])[0]
  let data = loop data = blank for i < n do
               if shape[i] == 0 then data
               else let o = offsets[i]
                    in data with [o:o + shape[i]] = (f as[i] :> [shape[i]]b)
  in (shape, flags, offsets, data)

def flatmap [n] 'a 'b 'c (f: a -> ?[k].([k]b, c)) (as: [n]a) : ?[m].([n]i64, [m]bool, [n]i64, [m]b, [n]c) =
  let (shape, flags, offsets, data) = flatmap' (\x -> (f x).0) as
  in (shape, flags, offsets, data, map (\x -> (f x).1) as)
