-- A name bound by `let` to a size expression stands for that expression in
-- sizes: a table built with `replicate (1 << w)` after `let w = i64.i32
-- bits` has the size `1 << (i64.i32 bits)` written in the return type, and
-- `let m = n + 1` gives `[n + 1]`.
-- ==
-- input { 3i32 [4i64, 1i64, 0i64, 6i64] }
-- output { [2i64, 1i64, -1i64, -1i64, 0i64, -1i64, 3i64, -1i64] [4i64, 1i64, 0i64, 6i64, 0i64] }

type table [w] = {first: [2**w]i64}

def build_table [n] (bits: i32) (keys: [n]i64) : table [i64.i32 bits] =
  let w = i64.i32 bits
  let slots = replicate (2**w) (-1i64)
  in {first = scatter slots keys (iota n)}

def pad [n] (xs: [n]i64) : [n + 1]i64 =
  let m = n + 1
  in tabulate m (\i -> if i < n then xs[i] else 0)

def main (bits: i32) (keys: []i64) =
  ((build_table bits keys).first, pad keys)
