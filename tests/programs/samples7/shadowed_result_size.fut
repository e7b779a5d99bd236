-- A function whose result is an array of a size computed in its body,
-- bound to a name that one of its parameters also has (`let n = 1 << n`):
-- the result's size is the local `n`, unknown outside the function, not
-- the parameter.  Top-level and local functions, a size parameter
-- shadowed by a value, a tuple result, and a size that is a size
-- expression of the parameter (`n + 1`), which stays known.
-- ==
-- entry: powers
-- input { 3i64 } output { 8i64 [1f32, 0f32, 0f32, 0f32, 0f32, 0f32, 0f32, 0f32] }
-- input { 0i64 } output { 1i64 [1f32] }

def ket (n: i64) : []f32 =
  let n = 1 << n
  let k = replicate n 0f32
  let k[0] = 1
  in k

entry powers (q: i64) = (length (ket q), ket q)

-- ==
-- entry: local_fn
-- input { 2i64 } output { [0i32, 1i32, 2i32, 3i32, 4i32, 5i32, 6i32, 7i32, 8i32] }

entry local_fn (q: i64) =
  let grid (n: i64) : []i32 =
    let n = (n + 1) * (n + 1)
    in map i32.i64 (iota n)
  in grid q

-- ==
-- entry: size_param_shadowed
-- input { [1i32, 2i32, 3i32] } output { 9i64 }

def squares [m] (xs: [m]i32) : []i32 =
  let m = m * m
  in replicate m (xs[0])

entry size_param_shadowed (xs: []i32) = length (squares xs)

-- ==
-- entry: pair_result
-- input { 5i64 } output { [0i64, 1i64, 2i64, 3i64, 4i64, 5i64, 6i64, 7i64, 8i64, 9i64, 10i64, 11i64, 12i64, 13i64, 14i64, 15i64, 16i64, 17i64, 18i64, 19i64, 20i64, 21i64, 22i64, 23i64, 24i64, 25i64, 26i64, 27i64, 28i64, 29i64, 30i64, 31i64] 32i64 }

def halves (n: i64) : ([]i64, i64) =
  let n = 2 ** n
  in (iota n, n)

entry pair_result (k: i64) = halves k

-- ==
-- entry: known_size
-- input { 4i64 } output { 5i64 }

def grow (n: i64) =
  let n = n + 1
  in replicate n true

entry known_size (k: i64) = length (zip (grow k) (iota (k + 1)))
