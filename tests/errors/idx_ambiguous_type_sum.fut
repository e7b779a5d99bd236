-- Error index "ambiguous-type": which other constructors the sum has is not known.
-- ==
-- error: ambiguous

def f (x: bool) = #some x

entry main (x: bool) = match f x case #some y -> y
