-- One definition used at several types, sizes and constant arguments:
-- the elaborator makes one Core IR function per instantiation and the
-- inline pass inlines them; results must not depend on which instance a
-- call reaches.
-- ==
-- input { [1, 2, 3] [1.5f32, 2.5f32] 4i64 }
-- output { [3, 5, 7] [4f32, 6f32] 6 9i64 [0i64, 1i64, 2i64, 3i64] [1, 2, 3, 1, 2, 3] 19f32 }
-- input { empty([0]i32) [0f32] 0i64 }
-- output { empty([0]i32) [1f32] 6 0i64 empty([0]i64) empty([0]i32) 3f32 }

def twice 't (f: t -> t) (x: t) : t = f (f x)
def affine 'a (add: a -> a -> a) (x: a) (one: a) : a = add (add x x) one
def double [n] 't (xs: [n]t) : []t = xs ++ xs
def count_pos [n] (xs: [n]i32) : i64 = length (filter (> 0) xs)
def sum_to (n: i64) : i64 = reduce (+) 0 (iota n)
def with_len [n] (xs: [n]i32) (k: i64) : [k]i64 = iota k

entry main (xs: []i32) (ys: []f32) (k: i64) =
  let a = map (\x -> affine (+) x 1) xs
  let b = map (\y -> affine (+) y 1f32) ys
  let c = sum_to 4 + sum_to 0 + sum_to 1
  let d = count_pos xs + count_pos (double xs)
  let e = with_len xs k
  let f = double xs
  let g = twice (\z -> z + 1f32) 1f32 + f32.sum (map (\y -> twice (* 2f32) y) ys)
  in (a, b, i32.i64 c, d, e, f, g)
