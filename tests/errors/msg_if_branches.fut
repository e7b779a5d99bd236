-- The branches of an `if` have different types (issues #696, #770 show
-- the general "Couldn't match expected type" wording).
-- ==
-- error: Couldn't match expected type

def pick (b: bool) (x: i32) = if b then x else 1.5f32
