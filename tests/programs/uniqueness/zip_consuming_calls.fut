-- A zip's result given to scatter and to a function that consumes
-- `*[n](i32, i32)`; the arrays zipped are unchanged and used after.
-- ==
-- input { [1i32, 2, 3] [4i32, 5, 6] }
-- output { [0i32, 2, 7] [0i32, 5, 8] 21i32 }
def clear [n] (ps: *[n](i32, i32)) : *[n](i32, i32) = ps with [0] = (0, 0)

def main (xs: []i32) (ys: []i32) =
  let ps = scatter (zip xs ys) [2] [(7, 8)]
  let (a, b) = unzip (clear ps)
  in (a, b, i32.sum xs + i32.sum ys)
