-- A polymorphic higher-order fold over a loop, used at two types.
-- ==
-- input { [1, 2, 3, 4] }
-- output { 10 24.0f64 }

def fold 'a 'b (f: b -> a -> b) (z: b) (xs: []a) : b =
  loop acc = z for x in xs do f acc x

entry main (xs: []i32) =
  (fold (+) 0 xs, fold (\acc x -> acc * f64.i32 x) 1 xs)
