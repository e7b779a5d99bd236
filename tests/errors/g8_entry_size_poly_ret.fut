-- ==
-- error: Entry point functions must not be size-polymorphic in their return type
entry f [n] : [0][n]i32 = []
