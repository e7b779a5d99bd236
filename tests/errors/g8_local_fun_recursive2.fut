-- A local function inside a top-level one cannot call itself either.
-- ==
-- error: Unknown name "go"
def sum_to (n: i32) =
  let go (i: i32) (acc: i32) : i32 = if i > n then acc else go (i + 1) (acc + i)
  in go 0 0
entry main (n: i32) = sum_to n
