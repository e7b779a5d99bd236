-- In-place updates: with on arrays, slices, multidimensional indices,
-- updates inside loops, unique parameters and results.
-- ==
-- input { [1, 2, 3, 4, 5] } output { [0, 2, 9, 4, 5] [[1, 0], [0, 7]] [5, 4, 3, 2, 1] [1, 2, 3, 4, 5] }

def set_first (xs: *[]i32) : *[]i32 = xs with [0] = 0

def rev_inplace [n] (xs: *[n]i32) : *[n]i32 =
  loop xs for i < n / 2 do
    let a = xs[i]
    let b = xs[n - 1 - i]
    let xs[i] = b
    let xs[n - 1 - i] = a
    in xs

def main (xs: []i32) =
  let a = set_first (copy xs)
  let a[2] = 9
  let m = [[1, 2], [3, 4]]
  let m[0, 1] = 0
  let m[1] = [0, 7]
  let r = rev_inplace (copy xs)
  in (a, m, r, xs)
