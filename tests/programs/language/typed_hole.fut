-- The typed hole `???` takes any type and fails when evaluated.
-- ==
-- input { 1i32 } error: Assertion is false: \?\?\?
-- input { -1i32 } output { -1i32 [0f32] }

def unfinished (x: i32) : (i32, []f32) = if x > 0 then ??? else (x, [0])

entry main (x: i32) = unfinished x
