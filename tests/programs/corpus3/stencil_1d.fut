-- A 1-D three-point stencil with clamped borders, iterated in a loop,
-- written with indexing and with rotate.
-- ==
-- input { [0f32, 0f32, 9f32, 0f32, 0f32] 1i32 }
-- output { [0f32, 3f32, 3f32, 3f32, 0f32] [0f32, 3f32, 3f32, 3f32, 0f32] }
-- input { [3f32, 3f32, 3f32] 5i32 }
-- output { [3f32, 3f32, 3f32] [3f32, 3f32, 3f32] }

def step [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\i ->
    let l = xs[i64.max 0 (i - 1)]
    let r = xs[i64.min (n - 1) (i + 1)]
    in (l + xs[i] + r) / 3)

def step_rot [n] (xs: [n]f32) : [n]f32 =
  let l = copy (rotate (-1) xs) with [0] = xs[0]
  let r = copy (rotate 1 xs) with [n - 1] = xs[n - 1]
  in map3 (\a b c -> (a + b + c) / 3) l xs r

entry main (xs: []f32) (k: i32) =
  (iterate k step xs, iterate k step_rot xs)
