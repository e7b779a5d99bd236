-- A `while` loop over a record holding an array updated in place and two
-- counters; a tuple loop accumulator with an array updated in place; a
-- polymorphic fold with a record accumulator given a lambda; a
-- higher-order function at a function type (`'^g` at i32 -> i32) given a
-- lambda that returns a lambda; a record of an array captured by a lambda;
-- records built and reduced inside a map.
-- ==
-- input { [1, 5, 3] 2 }
-- output { [2, 10, 6] 2 [3, 6, 3] 3 9 5 9 [3, 11, 7] [3, 15, 9] [5, 5, 5] }
-- input { [4] 10 }
-- output { [8] 0 [4] 1 4 4 41 [44] [4] [4] }

def fold_with '^f 'acc [n] (step: acc -> i32 -> acc) (z: acc) (xs: [n]i32) : acc =
  loop a = z for x in xs do step a x
def twice_hof '^g (h: g -> g) (x: g) : g = h (h x)
def main [n] (xs: [n]i32) (k: i32) =
  let r = loop r = {a = copy xs, i = 0i64, hits = 0i32} while r.i < n do
            let v = r.a[r.i] * 2
            in r with a = (copy r.a with [r.i] = v) with i = r.i + 1 with hits = r.hits + (if v > k then 1 else 0)
  let (arr, cnt) = loop (arr, cnt) = (replicate n 0i32, 0i32) for i < n do
                     (arr with [i] = xs[n - 1 - i] + cnt, cnt + 1)
  let st = fold_with (\(s: {sum: i32, mx: i32}) x -> {sum = s.sum + x, mx = i32.max s.mx x}) {sum = 0, mx = i32.lowest} xs
  let tw = twice_hof (\(f: i32 -> i32) -> \x -> f (f x)) (+ k) 1
  let captured = let base = {arr = xs, off = k} in map (\x -> base.arr[0] + base.off * x) xs
  let nested = map (\x -> let inner = map (\y -> {p = x, q = y}) xs in reduce (\a b -> {p = a.p + b.p, q = i32.max a.q b.q}) {p = 0, q = i32.lowest} inner) xs
  in (r.a, r.hits, arr, cnt, st.sum, st.mx, tw, captured, map (.p) nested, map (.q) nested)
