-- A map body returning an array and a scalar.
-- ==
-- input { [[3, 1, 2], [9, 8, 7]] } output { [[1, 2, 3], [7, 8, 9]] [6, 24] }
def sort3 (r: [3]i32) : [3]i32 =
  loop r = copy r for i < 2 do
    loop r for j < 2 - i do
      if r[j] > r[j + 1] then let t = r[j] in let r[j] = r[j + 1] in r with [j + 1] = t else r
def main (xs: [][3]i32) = unzip (map (\r -> (sort3 r, reduce (+) 0 r)) xs)
