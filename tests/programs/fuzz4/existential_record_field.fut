-- A size-parametric function returning a record whose array field has an
-- existential size: the field used twice at that one size, bound to a
-- named size with `let [k]`, passed to a function that needs two arrays of
-- one size; a tuple of two existential sizes; the record made per element
-- inside a map and reduced there to scalars.
-- ==
-- input { [1, -2, 3] }
-- output { [2, 6] 2i64 3i64 [3, 9] [2i64, 1i64, 2i64] [3, 2, 9] }
-- input { [-1] }
-- output { empty([0]i32) 0i64 1i64 empty([0]i32) [1i64] [1] }

def mk [n] (xs: [n]i32) : {vals: []i32, cnt: i64} =
  let ys = filter (> 0) xs in {vals = ys, cnt = length ys}
def both [n] (xs: [n]i32) : ([]i32, []i32) = (filter (> 0) xs, filter (<= 0) xs)
def pairup [k] (a: [k]i32) (b: [k]i32) = map2 (\x y -> {x, y}) a b
def main [n] (xs: [n]i32) =
  let r = mk xs
  let s = map2 (+) r.vals r.vals
  let [k] (v: [k]i32) = r.vals
  let (p, q) = both xs
  let pr = pairup v (map (* 3) v)
  let rs = map (\x -> let m = mk [x, -x, 2 * x] in {cnt = m.cnt, s = i32.sum m.vals}) xs
  let counts = map (.cnt) rs
  let sums = map (.s) rs
  in (s, k, length p + length q, map (.y) pr, counts, sums)
