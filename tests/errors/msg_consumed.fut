-- An array used after an in-place update consumed it (error index,
-- use-after-consume; issue #1711).
-- ==
-- error: Using `counts`, but this was consumed at

def main (counts: *[]i32) =
  let bumped = counts with [0] = counts[0] + 1
  in counts[1] + bumped[0]
