-- Compile error (error index "use-after-consume"): the uniqueness comes from
-- a tuple type over a tuple pattern (`(a, k): (*[]f32, i32)`), component by
-- component; `k`'s part is not unique, `a`'s is.
-- ==
-- error: 10:13: error: Using `data`, but this was consumed at 9:47

def main (data: *[]f32) =
  let copied = copy data
  let (a, _) = loop ((a, k): (*[]f32, i32)) = (data, 0) for x in copied do (a, k + 1)
  in (a[0], data[0])
