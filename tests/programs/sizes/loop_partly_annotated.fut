-- A loop parameter without a type beside annotated ones takes its type
-- from the initial value, but its sizes may change from one iteration to
-- the next, as when no part of the pattern is annotated (reference, "An
-- array produced by a loop does not have a known size"): here a
-- worklist that `filter` shrinks beside a counter and a fixed-size
-- accumulator, also in a loop whose parameters are taken from the scope
-- (`loop (acc: [m]i32, work)` without `=`).
-- ==
-- input { [5, 1, 4, 2, 3] }
-- output { 4 [1, 2, 3, 4, 5] [5, 4, 3, 2, 0] }
-- input { [7] }
-- output { 0 [7] [0] }

def drain [m] (acc: *[m]i32) (work: []i32) : [m]i32 =
  let (acc, _) =
    loop (acc: [m]i32, work)
    while length work > 0 do
      let smallest = i32.minimum work
      let slot = i64.i32 (m - length work |> i32.i64)
      in (acc with [slot] = smallest, filter (!= smallest) work)
  in acc

def main [n] (xs: [n]i32) =
  let (rounds, (_, seen)) =
    loop (rounds: i32, (rest, seen: [n]i32)) = (0, (xs, replicate n 0))
    while length rest > 1 do
      let top = i32.maximum rest
      in (rounds + 1, (filter (!= top) rest, seen with [i64.i32 rounds] = i32.i64 (length rest)))
  in (rounds, drain (replicate n 0) xs, seen)
