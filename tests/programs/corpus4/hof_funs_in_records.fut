-- Functions stored in records and tuples, selected and applied.
-- ==
-- input { 5 }
-- output { 6 10 25 -5 }

type^ ops = {inc: i32 -> i32, dbl: i32 -> i32}

def my_ops : ops = {inc = (+ 1), dbl = (* 2)}

def apply_pair (fs: (i32 -> i32, i32 -> i32)) (x: i32) = (fs.0 x, fs.1 x)

entry main (x: i32) =
  let (a, b) = apply_pair ((\y -> y * y), i32.neg) x
  in (my_ops.inc x, my_ops.dbl x, a, b)
