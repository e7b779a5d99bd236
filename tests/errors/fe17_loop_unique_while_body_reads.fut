-- Compile error: a `while` loop whose unique parameter's initial value is
-- also read inside the body; the loop consumes `src` through the
-- annotation, so the body may not read it.
-- ==
-- error: 9:66: error: `src` is consumed by the loop at 9:27 \(it is the initial value of `buf`, a loop parameter of unique type\) and used again inside the loop at 9:66

def main (n: i64) =
  let src = replicate n 1i32
  in loop (buf: *[]i32) = src while buf[0] < 100 do map2 (+) buf src
