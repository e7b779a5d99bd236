-- | A scan of records (sum and count) read at i - 1 under `i == 0`,
-- the record of neutral elements first.
-- ==
-- input { [1.0f32, 2.0f32, 4.0f32] }
-- output { [0.0f32, 1.0f32, 3.0f32] [0i64, 1i64, 2i64] }
-- input { empty([0]f32) } output { empty([0]f32) empty([0]i64) }
-- random input { [4001]f32 } auto output
type acc = {sum: f32, count: i64}

def add (a: acc) (b: acc) : acc = {sum = a.sum + b.sum, count = a.count + b.count}

def main [n] (xs: [n]f32) : ([n]f32, [n]i64) =
  let s = scan add {sum = 0, count = 0} (map (\x -> {sum = x, count = 1}) xs)
  let before = tabulate n (\i -> if i == 0 then {sum = 0, count = 0} else s[i-1])
  in (map (.sum) before, map (.count) before)
