-- A map whose lambda consumes its parameter consumes the array.
-- ==
-- error: `xss` is consumed at 6:50 and used again at 7:7

def main (xss: *[][]i32) =
  let yss = map (\(r: *[]i32) -> r with [0] = 0) xss
  in (xss, yss)
