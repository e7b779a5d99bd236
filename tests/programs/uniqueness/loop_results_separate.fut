-- The components of a loop's result alias only what their own loop
-- parameters may hold (the reference's "Alias Analysis": aliases of a
-- tuple are per component): after the loop, updating `marks` in place
-- leaves `ids` usable.
def mark_some (n: i64) (rounds: i64) : [n]bool =
  let marks = replicate n false
  let ids = iota n
  let (marks, ids, _) =
    loop (marks, ids, r) = (marks, ids, 0) while r < rounds && length ids > 2 do
      let marks = scatter marks [ids[0]] [true]
      in (marks, filter (\i -> i % 2 == 1 || i > r) ids, r + 1)
  let marks[ids[0]] = true
  let marks[ids[1]] = true
  in marks

-- A component that takes another's value in each iteration (a swap)
-- aliases both initial values (tests/errors/loop_swap_result_aliases);
-- here both are fresh copies.
def swapped (n: i64) : ([n]i32, [n]i32) =
  let a = replicate n 1i32
  let b = replicate n 2i32
  let (a, b) = loop (a, b) = (copy a, copy b) for _i < 3 do (b, a)
  let a[0] = 9
  in (a, b)

-- ==
-- entry: main
-- input { 6i64 2i64 } output { [true, true, true, false, false, false] }
entry main (n: i64) (rounds: i64) = mark_some n rounds

-- ==
-- entry: swaps
-- input { 3i64 } output { [9i32, 2i32, 2i32] [1i32, 1i32, 1i32] }
entry swaps (n: i64) = swapped n
