-- Error index "unknown-param-def", a program of runic's own: a returned function whose parameter is sized by a local count.
-- ==
-- error: Unknown size `k` in parameter of the function that `make_checker` returns

def make_checker (xs: []u8) =
  let k = length (filter (== 0) xs)
  in \(mask: [k]bool) -> reduce (&&) true mask
def main (xs: []u8) = make_checker xs (map (== 0) xs)
