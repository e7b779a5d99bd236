-- Error index "use-after-consume", a program of runic's own: an array passed for a unique parameter is read afterwards.
-- ==
-- error: Using `hist`, but this was consumed at 7:17

def bump (hist: *[]i32) (k: i64) = hist with [k] = hist[k] + 1
def main (hist: *[]i32) =
  let h2 = bump hist 0
  in (h2, hist[1])
