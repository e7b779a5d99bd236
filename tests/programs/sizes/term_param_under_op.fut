-- A size term over a parameter that is not an i64, under an operator in a
-- function's type (`table [i64.i32 bits]` with `[2**w]` inside): the
-- function takes the whole size as one unknown size at its calls, read
-- from the argument, so a table built by one function is passed to
-- another that names the same term for its own `bits`; also a `u8`
-- parameter under `*` and a record field under `+`.
-- ==
-- input { 2i32 }
-- output { 5i64 22u8 6f32 }
-- input { 0i32 }
-- output { -3i64 6u8 2f32 }

type table [w] = {buckets: [2**w]i64}

def make_table (bits: i32) : table [i64.i32 bits] =
  {buckets = tabulate (2**i64.i32 bits) (\i -> i)}

def bucket_sum (bits: i32) (t: table [i64.i32 bits]) : i64 =
  i64.sum t.buckets + i64.i32 bits - 2

def pairs (k: u8) : [2 * i64.u8 k]u8 = replicate (2 * i64.u8 k) k

def total (k: u8) (xs: [2 * i64.u8 k]u8) : u8 = u8.sum xs + 1

type cfg = {len: i32, scale: f32}

def grow (c: cfg) : [i64.i32 c.len + 1]f32 = replicate (i64.i32 c.len + 1) c.scale

def fold (c: cfg) (xs: [i64.i32 c.len + 1]f32) : f32 = f32.sum xs

def main (b: i32) =
  let t = make_table b
  let k = u8.i32 (b + 1)
  let c = {len = b, scale = 2f32}
  in (bucket_sum b t + bucket_sum 1 (make_table 1) - 1, total k (pairs k) + total 1 (pairs 1), fold c (grow c))
