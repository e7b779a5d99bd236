-- A loop parameter cannot be a function.
-- ==
-- error: .

def main (x: i32) = (loop f = (+ 1) for i < 3 do (\y -> f (y + 1))) x
