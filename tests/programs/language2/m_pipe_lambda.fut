-- A pipe into a lambda.
-- ==
-- input { 2i32 } output { 6i32 }
entry main (x: i32) = x |> \y -> y * 3
