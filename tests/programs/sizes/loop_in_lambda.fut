-- A loop inside a lambda whose array parameter shrinks: the lambda's
-- parameter is not annotated, so its size is still open when the loop is
-- checked; the loop's size is loop-variant and must not become the
-- parameter's size.  Several spellings: tuple state, annotated `[]f32`
-- pattern, a named local function, a `for` loop that keeps the size.

def halvings xss =
  map (\xs -> let (_, s) = loop (ys, s) = (xs, 0i64) while length ys > 1 do (ys[length ys / 2:], s + 1)
              in s) xss

def drops (xss: [][]f32) =
  map (\xs -> let (ys: []f32, s) = loop (ys: []f32, s) = (xs, 0f32) while length ys > 0 && ys[0] < 5
                                   do (ys[1:], s + ys[0])
              in (s, length ys)) xss

def tail_sum xs =
  let ys = loop ys = xs while length ys > 2 do ys[1:]
  in f32.sum ys

def scaled xss = map (\xs -> loop ys = xs for i < 3 do map (* 2f32) ys) xss

entry main (xss: [][]f32) =
  let (ss, ls) = unzip (drops xss)
  in (halvings xss, ss, ls, map tail_sum xss, scaled xss)

-- ==
-- entry: main
-- input { [[1f32, 2f32, 6f32, 1f32], [7f32, 1f32, 1f32, 1f32], [1f32, 1f32, 1f32, 1f32]] }
-- output { [2i64, 2i64, 2i64] [3f32, 0f32, 4f32] [2i64, 4i64, 0i64]
--          [7f32, 2f32, 2f32]
--          [[8f32, 16f32, 48f32, 8f32], [56f32, 8f32, 8f32, 8f32], [8f32, 8f32, 8f32, 8f32]] }
-- input { empty([0][3]f32) }
-- output { empty([0]i64) empty([0]f32) empty([0]i64) empty([0]f32) empty([0][3]f32) }
