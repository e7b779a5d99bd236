-- Records of functions (type^ with a type parameter) passed to
-- polymorphic functions and built inside a map, tuples of functions.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { 6i32 6.0f32 [7i32, 10i32, 13i32] [3i32, 6i32, 9i32] }

type^ ops 'a = {combine: a -> a -> a, zero: a, post: a -> a}

def run 'a [n] (o: ops a) (xs: [n]a) : a = o.post (reduce o.combine o.zero xs)

def sum_ops : ops i32 = {combine = (+), zero = 0, post = id}
def max_ops : ops f32 = {combine = f32.max, zero = -f32.inf, post = (* 2)}


def apply_all [n] (fs: (i32 -> i32, i32 -> i32)) (xs: [n]i32) = map (\x -> fs.0 (fs.1 x)) xs

entry main (xs: []i32) =
  let ys = map f32.i32 xs
  let f = \(x: i32) -> x + 1
  let g = f >-> (* 3)
  in (run sum_ops xs, run max_ops ys, apply_all (f, g) xs, map (\x -> run {combine = (*), zero = 1, post = (+ x)} [x, 2]) xs)
