-- Reference: an array of functions through a type parameter.
-- ==
-- error: cannot be a function
def f 't (xs: []t) = xs
entry main = f [(+1i32)]
