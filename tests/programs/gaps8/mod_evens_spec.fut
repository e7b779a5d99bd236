-- A value spec may have an anonymous size right of the arrow.
module type S = { val evens [n]: [n]i32 -> []i32 }
module M : S = { def evens [n] (xs: [n]i32) = filter (\x -> x % 2 == 0) xs }
-- ==
-- input { [1,2,3,4] } output { [2,4] }
entry main (xs: []i32) = M.evens xs
