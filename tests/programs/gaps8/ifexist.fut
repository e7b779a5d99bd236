-- Language reference probe (gaps8): ifexist.
-- ==
-- input { true } output { [1,2,3] 3i64 }
-- input { false } output { [1] 1i64 }
entry main (b: bool) = let xs = if b then [1,2,3] else [1] in (xs, length xs)
