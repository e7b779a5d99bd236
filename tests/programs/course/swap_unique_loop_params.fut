-- Double buffering: two unique loop parameters trade places each
-- iteration, the body writing into one and handing back the other.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] 3i64 }
-- output { [11i32, 12i32, 13i32, 14i32] [14i32, 13i32, 12i32, 11i32] }
-- input { [5i32] 2i64 }
-- output { [15i32] [5i32] }

def step [k] (src: [k]i32) (dst: *[k]i32) (t: i64) : *[k]i32 =
  if t % 2 == 0
  then scatter dst (map (\i -> k - 1 - i) (iota k)) src
  else scatter dst (iota k) (map (+10) src)

def main [k] (xs: [k]i32) (rounds: i64) : ([k]i32, [k]i32) =
  let (front, back) =
    loop (cur: *[k]i32, spare: *[k]i32) = (copy xs, replicate k 0)
    for t < rounds do
      (step cur spare t, cur)
  in (front, back)
