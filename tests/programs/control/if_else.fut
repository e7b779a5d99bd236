-- if-then-else returning tuples.
-- ==
-- input { 1i32 } output { 2i32 true }
-- input { -1i32 } output { 1i32 false }

def main (x: i32) = if x > 0 then (x * 2, true) else (-x, false)
