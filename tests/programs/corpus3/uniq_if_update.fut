-- The idiom `let a = if c then a with [i] = v else a`, repeated: the
-- result of the `if` owns the memory of the array consumed in a branch.
-- ==
-- input { 3i64 }
-- output { [1i32, 2i32, 0i32] [1i32, 2i32, 3i32] }
-- input { 1i64 }
-- output { [1i32] [1i32] }

entry main (n: i64) =
  let a = replicate n 0i32
  let a = if n > 0 then a with [0] = 1 else a
  let a = if n > 1 then a with [1] = 2 else a
  let b = match n
          case 3 -> copy a with [2] = 3
          case _ -> copy a
  let b = if n > 5 then b with [5] = 9 else b
  in (a, b)
