-- Reference: a size-lifted ('~) type parameter cannot be a function type either.
-- ==
-- error: cannot be a function type
def f '~a (x: a) = x
entry main = f ((+1): i32 -> i32) 0i32
