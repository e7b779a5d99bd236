-- Compile error (error index "consuming-loop-param-aliases"): the body returns the non-consuming parameter for the consuming one.
-- ==
-- error: 7:18: error: Return value for consuming loop parameter `buf` aliases the loop parameter `keep`

def main (n: i64) =
  let (a, b) = loop (keep: []f32, buf: *[]f32) = (replicate n 0, replicate n 0) for i < n do
                 (keep, keep)
  in a[0] + b[0]
