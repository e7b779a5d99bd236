-- Size arguments that are size terms other than names, constants and
-- arithmetic (`length zs`, `i64.i32 k`, arithmetic over them), passed to
-- a function whose size parameter appears only in a function type; and
-- the size of an array that is a component of a let-bound tuple or
-- record.
-- ==
-- input { [1, -2, 3, 4, -5] 3 }
-- output { 5i64 3i64 6i64 3i64 3i64 }

def count [n] 't (_: [n]t -> bool) = n

entry main (zs: []i32) (k: i32) =
  let p = (filter (> 0) zs, 1i32)
  let r = {a = filter (> 0) zs, b = true}
  in (count (\(_: [length zs]i32) -> true),
      count (\(_: [i64.i32 k]f32) -> true),
      count (\(_: [2 * i64.i32 k]f32) -> true),
      count (\(y: []i32) -> length (zip y p.0) > 0),
      count (\(y: []i32) -> length (zip y r.a) > 0))

-- A term over a loop's variable, used inside the loop.
-- ==
-- entry: in_loop
-- input { [1, 2, 3] } output { 6i64 }
entry in_loop (zs: []i32) =
  loop acc = 0i64 for ys in [zs, zs] do acc + count (\(_: [length ys]i32) -> true)
