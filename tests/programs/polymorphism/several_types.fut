-- A polymorphic higher-order function used at several types: one copy
-- per type (monomorphise), each specialised to its functional argument.
-- ==
-- input { [1, 2, 3] [1.5f32, 2.5f32] }
-- output { [4, 7, 10] [2.5f32, 3.5f32] 6 4.0f32 }

def twice 'a (f: a -> a) (x: a) : a = f (f x)

def apply_all 'a [n] (f: a -> a) (xs: [n]a) : [n]a = map (twice f) xs

def fold 'a (op: a -> a -> a) (z: a) (xs: []a) : a = reduce op z xs

entry main (xs: []i32) (ys: []f32) =
  ( apply_all (\x -> x + 1) (map (\x -> x * 3 - 1) xs)
  , apply_all (\y -> y + 0.5) ys
  , fold (+) 0 xs
  , fold (+) 0 ys )
