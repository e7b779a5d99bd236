-- let-bound non-functions are not generalised: one binding used at two types.
-- ==
-- error: .

def main = let f = \x -> x in (f 1i32, f true)
