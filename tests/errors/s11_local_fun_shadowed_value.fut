-- A local function is not in scope of itself: `next` in the body of the
-- second `next` is the `i32` value bound before it, which cannot be
-- applied (Futhark rejects it the same way).
-- ==
-- error: Cannot apply "next"

def count (n: i32) =
  let next = n + 1
  let next (k: i32) : i32 = if k > 10 then k else next (k + 1)
  in next 0

entry main (n: i32) = count n
