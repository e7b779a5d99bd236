-- A size parameter that only the non-function part of a record or tuple
-- parameter determines, when that record also holds a function
-- (`(s: stage [a][b])` with `s.table: [b][a]f32` beside `s.step`).  The
-- copy of the definition made for the function's static value keeps the
-- types of the data fields, so `a` is still bound (found with
-- Alexnortung/futhark-nn, whose layers are records of a forward function
-- and weights; issue 15).
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32]] [1f32, -1f32, 2f32] }
-- output { [[7f32, 5f32, 8f32], [15f32, 13f32, 16f32]] 2i64 [4f32, 4f32, 4f32] }

type^ stage 'x 'p 'y = { step: x -> p -> y, table: p }

type^ dense [r][a][b] = stage ([r][a]f32) ([b][a]f32, [b]f32) ([r][b]f32)

def make [r] (a: i64) (b: i64) (scale: f32) : dense [r][a][b] =
  { step = \xs (tbl, off) ->
      map (\x -> map2 (\row o -> scale * f32.sum (map2 (*) row x) + o) tbl off) xs,
    table = (replicate b (replicate a 1), replicate b 0) }

def with_offset [r][a][b] (s: dense [r][a][b]) (o: [b]f32) : dense [r][a][b] =
  let { step, table = (tbl, _) } = s
  in { step, table = (tbl, o) }

def width [r][a][b] (s: dense [r][a][b]) : i64 = a + 0 * b + 0 * r

def run [r][a][b] (s: dense [r][a][b]) (xs: [r][a]f32) : [r][b]f32 =
  s.step xs s.table

-- The same through a tuple whose first part is the function.
def pair_width [a] (p: (f32 -> f32, [a]f32)) : i64 = a + i64.f32 (p.0 0)

def main [r][a][b] (xs: [r][a]f32) (o: [b]f32) =
  let s = make a b 2
  let s = with_offset s o
  in (run s xs, width s, map (pair_width ((\v -> v + f32.i64 r), [1f32, 2f32]) |> f32.i64 |> const) o)
