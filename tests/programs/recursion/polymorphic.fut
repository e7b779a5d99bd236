-- A polymorphic recursive function used at two types (each recursive
-- call uses the same instantiation).
-- ==
-- input { [1, 2, 3] [1.5f32, 2.5f32] } output { [3, 2, 1] [2.5f32, 1.5f32] 3i64 2i64 }

def rev_into [n] [m] 't (xs: [n]t) (acc: [m]t) : []t =
  if n == 0 then acc else rev_into xs[1:] ([xs[0]] ++ acc)

def count 'a (xs: []a) (k: i64) : i64 =
  if k >= length xs then k else count xs (k + 1)

def main (xs: []i32) (ys: []f32) =
  (rev_into xs [], rev_into ys [], count xs 0, count ys 0)
