-- Compile error (error index "unify-consuming-param"): a consuming function given a type annotation that hides the consumption; both parameter types in the message.
-- ==
-- error: 7:24: error: Function body does not have expected type: the body of `g` does not match its return type: Parameter types `\[\?n\]f32` and `\*\[\?m\]f32` are incompatible regarding consuming their arguments

def sum_destroy (xs: *[]f32) : f32 = f32.sum xs

def g : []f32 -> f32 = sum_destroy

def main (xs: []f32) = g xs
