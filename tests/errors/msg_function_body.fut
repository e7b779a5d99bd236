-- The body does not have the declared return type (issues #927, #1792).
-- ==
-- error: Function body does not have expected type

def halve (x: i32) : f32 = x / 2
