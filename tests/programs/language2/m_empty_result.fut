-- An empty array literal as result.
-- ==
-- input { } output { empty([0]i32) }
entry main : []i32 = []
