-- A local function `let f params = e` is not in scope of itself
-- (reference, "let f params... = e in body"): where `f` names an earlier
-- binding, `f` in `e` is that binding.  So a value can be wrapped by a
-- function of the same name, and a function can be redefined in terms of
-- the one it shadows (here `step`, `score` and the prelude's `length`).

def boxes (xs: []i32) =
  let pad = {lo = 0i32, hi = 0i32}
  let pad (x: i32) = {lo = pad.lo + x, hi = pad.hi - x}
  in map pad xs

def twice_then_inc (x: i32) =
  let step y = y * 2
  let step y = step y + 1
  in step x

def length (xs: []i32) = 100 + i64.i32 (i32.sum xs)

def lengths (xss: [][]i32) =
  let length xs = length xs * 2
  in map length xss

def total_score (xs: []f32) =
  let score = f32.sum xs
  let score (w: f32) = w * score
  in (score 1, score 0.5)

-- ==
-- entry: pads
-- input { [1, 2, 3] } output { [1, 2, 3] [-1, -2, -3] }
-- input { empty([0]i32) } output { empty([0]i32) empty([0]i32) }
entry pads (xs: []i32) = unzip (map (\r -> (r.lo, r.hi)) (boxes xs))

-- ==
-- entry: steps
-- input { [0, 5, -3] } output { [1, 11, -5] }
entry steps (xs: []i32) = map twice_then_inc xs

-- ==
-- entry: lens
-- input { [[1, 2], [3, 4], [0, 0]] } output { [206i64, 214i64, 200i64] }
entry lens (xss: [][]i32) = lengths xss

-- ==
-- entry: scores
-- input { [1f32, 2f32, 3f32] } output { 6f32 3f32 }
entry scores (xs: []f32) = total_score xs

-- A polymorphic local function used at two types inside the function
-- of the same name that shadows it.
-- ==
-- entry: wraps
-- input { 3 } output { 3 3 3f32 3f32 }
entry wraps (x: i32) =
  let wrap 'a (v: a) = (v, v)
  let wrap (v: i32) = (wrap v, wrap (f32.i32 v))
  let ((a, b), (c, d)) = wrap x
  in (a, b, c, d)
