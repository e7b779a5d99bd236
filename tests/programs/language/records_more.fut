-- More record spellings: updates inside `map` (the record's type
-- annotated, as a record update needs it), records as loop state with
-- a record pattern, ascribed record patterns in `let`, records with tuple
-- fields, and field access on the result of a call.
-- ==
-- input { [1f32, 2f32, 3f32] } output { [0f32, 0f32, 0f32] [1f32, 2f32, 3f32] 6f32 3i32 10f32 }
-- input { [5f32] } output { [0f32] [5f32] 5f32 1i32 10f32 }

type acc = {sum: f32, count: i32}

def mk (x: f32) = {pos = (x, x * 2), vel = x}

entry main (xs: []f32) =
  let rs = map mk xs
  let stopped = map (\(r: {pos: (f32, f32), vel: f32}) -> r with vel = 0) rs
  let {sum, count} =
    loop {sum, count} = {sum = 0f32, count = 0} for x in xs do {sum = sum + x, count = count + 1}
  let ({sum = s2, count = _}: acc) = {sum = 10, count = 0}
  in (map (.vel) stopped, map (.pos.0) rs, sum, count, (mk 5).pos.1 + s2 - 10)
