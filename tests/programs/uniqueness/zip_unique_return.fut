-- A function declared to return `*[n](i32, i32)` returns a zip of its
-- non-unique parameters (zip's result is unique); the caller updates it,
-- and the array zipped keeps its values.
-- ==
-- input { [1i32, 2] }
-- output { [1i32, 2] [5i32, 2] [5i32, 1] }
def pairs [n] (xs: [n]i32) (ys: [n]i32) : *[n](i32, i32) = zip xs ys

def main (xs: []i32) =
  let z = pairs xs (reverse xs)
  let z[0] = (5, 5)
  let (a, b) = unzip z
  in (xs, a, b)
