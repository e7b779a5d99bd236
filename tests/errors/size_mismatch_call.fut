-- Compile error (sizes of two arguments differ): the message names the problem.
-- ==
-- error: argument 2 of `dot`: Sizes "3" and "4" do not match

def dot [n] (a: [n]f32) (b: [n]f32) = f32.sum (map2 (*) a b)
def main (xs: [3]f32) (ys: [4]f32) = dot xs ys
