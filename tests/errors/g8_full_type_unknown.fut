-- ==
-- error: Full type of .* is not known at this point
def f r : {x:i32} = r with x = 0
def main (x: i32) = (f {x}).x
