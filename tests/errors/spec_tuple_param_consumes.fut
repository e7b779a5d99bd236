-- Reference, "In-place updates": an asterisk anywhere in a tuple
-- parameter makes the whole parameter consuming, so the observed
-- component must be consumable too.
-- ==
-- error: Would consume `xs`, which is not consumable

def consumes_both ((a, b): (*[]i32, []i32)) = a with [0] = b[0]

entry main (xs: []i32) (ys: *[]i32) =
  let r = consumes_both (ys, xs)
  in (r, xs)
