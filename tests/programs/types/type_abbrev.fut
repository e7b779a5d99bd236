-- Type abbreviations for scalars, tuples and arrays.
-- ==
-- input { 3 [1.5f32] } output { 4 [1.5f32] }
type num = i32
type~ pair = (num, []f32)
def f ((a, b): pair): pair = (a + 1, b)
entry main (x: num) (ys: []f32) = f (x, ys)
