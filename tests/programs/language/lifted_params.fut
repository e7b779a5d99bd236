-- Lifted type parameters: `'^a` may be instantiated with functions,
-- `'~a` with types of hidden size; size-dependent function parameters.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [2i32, 3i32, 4i32] 6i32 [3i32, 2i32, 1i32] [1i32, 2i32] }
-- input { [4i32] } output { [5i32] 4i32 [4i32] empty([0]i32) }

def apply '^a '^b (f: a -> b) (x: a) : b = f x

def chain '^a (fs: (a -> a, a -> a)) : a -> a = \x -> fs.1 (fs.0 x)

def on_same [n] (g: [n]i32 -> [n]i32) (xs: [n]i32) : [n]i32 = g xs

def keep_some '~a (x: a) : a = x

entry main (xs: []i32) =
  let f = chain (map (+ 1), map (* 1))
  in ( apply f xs
     , apply (reduce (+) 0) xs
     , on_same reverse xs
     , keep_some (filter (< 3) xs) )
