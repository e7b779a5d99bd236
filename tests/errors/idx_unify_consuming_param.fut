-- Error index "unify-consuming-param": hiding that a function consumes its argument.
-- ==
-- error: consum

def f (xs: *[]f32) : f32 = 0f32

def g : []f32 -> f32 = f

entry main (xs: []f32) = g xs
