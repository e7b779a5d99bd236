-- | The exclusive element used inside a larger map body (the start
-- offset of each element next to its end offset), and with `map` over
-- `iota` rather than `tabulate`.
-- ==
-- input { [2i64, 0i64, 3i64] } output { [0i64, 2i64, 2i64] [2i64, 2i64, 5i64] }
-- input { [4i64] } output { [0i64] [4i64] }
-- input { empty([0]i64) } output { empty([0]i64) empty([0]i64) }
-- random input { [3001]i64 } auto output
def main [n] (lens: [n]i64) : ([n]i64, [n]i64) =
  let ends = scan (+) 0 lens
  let starts = map (\i -> let prev = if i == 0 then 0 else ends[i-1]
                          in prev) (iota n)
  let ends2 = map2 (\i st -> st + lens[i]) (iota n) starts
  in (starts, ends2)
