-- Compile error: a match that misses a constructor.
-- ==
-- error: Unmatched cases|unmatched

type t = #a | #b | #c

def f (x: t) = match x case #a -> 1 case #b -> 2

def main (k: i32) = f (if k == 0 then #a else #c)
