-- Compile error: the new value of a consuming loop parameter aliases a
-- variable from outside the loop.
-- ==
-- error: aliases

def main (xs: []i32) =
  let ys = copy xs
  in loop (acc: *[]i32) = copy xs for _i < 3 do
       let acc[0] = 1
       in ys
