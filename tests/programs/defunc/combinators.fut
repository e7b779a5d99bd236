-- `curry`, `uncurry`, `flip` and `const` from the prelude, and user-made
-- combinators of the same kind.
-- ==
-- input { [1, 2, 3] [4, 5, 6] }
-- output { [-3, -3, -3] [3, 3, 3] [5, 7, 9] 7 [4, 10, 18] [0, 0, 0] }

def my_flip 'a 'b 'c (f: a -> b -> c) (y: b) (x: a) : c = f x y
def my_curry 'a 'b 'c (f: (a, b) -> c) (x: a) (y: b) : c = f (x, y)
def on 'a 'b 'c (g: b -> b -> c) (f: a -> b) (x: a) (y: a) : c = g (f x) (f y)

entry main [n] (xs: [n]i32) (ys: [n]i32) =
  let sub (a: i32, b: i32) = a - b
  in ( map2 (curry sub) xs ys
     , map2 (flip (-)) xs ys
     , map (uncurry (+)) (zip xs ys)
     , my_curry (uncurry (my_flip (-))) 3 10
     , map2 (on (*) id) xs ys
     , map (const 0) (map2 (my_flip (on (+) (\x -> x * 2))) xs ys)
     )
