-- Branches of an `if` returning arrays of different sizes.
-- ==
-- input { true } output { [1, 2, 3] }
-- input { false } output { [7] }
entry main (b: bool) = if b then [1, 2, 3] else [7]
