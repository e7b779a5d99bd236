-- Compile error (error index "return-aliased"): a result declared unique that is a row of a parameter that is not; the message gives the place, the function and the parameter.
-- ==
-- error: 5:38: error: Unique-typed return value of `firsts` is aliased to `xss`, which is not consumable

def firsts (xss: [][]f32) : *[]f32 = xss[0]

def main (xss: [][]f32) = firsts xss
