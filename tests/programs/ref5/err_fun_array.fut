-- Arrays of functions are not permitted.
-- ==
-- error: .

def main (x: i32) = let fs = [(+ 1), (* 2)] in fs[0] x
