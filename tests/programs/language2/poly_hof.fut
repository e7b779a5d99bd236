-- Polymorphic and higher-order functions: explicit type parameters,
-- functions as arguments, returned partial applications, compose.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [2i32, 4i32, 6i32] [true, false, true] 6i32 [1.0f32, 2.0f32, 3.0f32] 3i32 }

def twice 'a (f: a -> a) (x: a) : a = f (f x)
def compose 'a 'b 'c (g: b -> c) (f: a -> b) : a -> c = \x -> g (f x)
def my_map 'a 'b [n] (f: a -> b) (xs: [n]a) : [n]b = map f xs
def fold 'a 'b (f: b -> a -> b) (z: b) (xs: []a) : b = loop acc = z for x in xs do f acc x
def count 't (p: t -> bool) (xs: []t) : i32 = fold (\c x -> if p x then c + 1 else c) 0 xs

entry main (xs: []i32) =
  ( my_map (twice (+ 1) >-> (+ (-1)) >-> (* 1) >-> (\x -> x * 2 - 2) ) xs |> map (\x -> x / 2 * 2 - x + x)
  , map (compose (== 1) (% 2)) xs
  , fold (+) 0 xs
  , my_map f32.i32 xs
  , count (> 0) xs )
