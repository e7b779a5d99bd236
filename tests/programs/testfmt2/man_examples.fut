-- The examples of futhark-test(1): a run-time error matched by the regex
-- `Error*` (it matches "Erro" anywhere in the message), a bounds error by
-- Futhark's wording, tags in the first block, and several blocks, each
-- for its own entry point.
-- ==
-- tags { firsttag secondtag }
-- input { [4,3,2,1] 1i64 }
-- output { 3 }
-- input { [4,3,2,1] 5i64 }
-- error: Error*
-- input { [4,3,2,1] -1i64 }
-- error: Index \[-1\] out of bounds for array of shape \[4\]

let main (a: []i32) (i: i64): i32 =
  a[i]

let add (x: i32) (y: i32): i32 = x + y

-- Test the add1 function.
-- ==
-- entry: add1
-- input { 1 } output { 2 }

entry add1 (x: i32): i32 = add x 1

-- Test the sub1 function.
-- ==
-- entry: sub1
-- input { 1 } output { 0 }

entry sub1 (x: i32): i32 = add x (-1)
