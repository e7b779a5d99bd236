-- A name bound by `let` to a size expression is a size of its own inside
-- the `let`; where the body's type leaves the `let`, the name is replaced
-- by its definition, so a return type that writes the expression matches
-- (`let w = i64.i32 bits` ... `[2**(i64.i32 bits)]`, `let m = n + 1`), also
-- through several `let`s.  A `let` that shadows the name its definition
-- reads (`let width = i64.u16 width`) keeps the outer name in the
-- definition, and the shadowed name works as a size inside the body.
-- ==
-- input { 3i32 [4i64, 1i64, 0i64, 6i64] }
-- output { [2i64, 1i64, -1i64, -1i64, 0i64, -1i64, 3i64, -1i64] [4i64, 1i64, 0i64, 6i64, 0i64] [0i32, 1i32, 2i32] 17i64 }
-- input { 1i32 [1i64] }
-- output { [-1i64, 0i64] [1i64, 0i64] [0i32] 2i64 }

type slots [w] = {first: [2**w]i64}

def build_slots [n] (bits: i32) (keys: [n]i64) : slots [i64.i32 bits] =
  let w = i64.i32 bits
  let empty = replicate (2**w) (-1i64)
  in {first = scatter empty keys (iota n)}

def pad [n] (xs: [n]i64) : [n + 1]i64 =
  let m = n + 1
  in tabulate m (\i -> if i < n then xs[i] else 0)

def counting (r: i32) : [i64.i32 r]i32 =
  let rs = i64.i32 r
  let ks = iota rs
  in map i32.i64 ks

-- Shadowing as in a chunked sort: the chunk count becomes an i64 of the
-- same name, and sizes computed from it are passed to size parameters.
def chunked [n] (width: u16) (xs: [n]i64) : i64 =
  let width = i64.u16 width
  let chunks = (n + width - 1) / width
  let padded = sized (chunks * width) (xs ++ replicate (chunks * width - n) 0)
  let rows = unflatten padded :> [chunks][width]i64
  in i64.sum (map i64.sum rows) + chunks * width

def main (bits: i32) (keys: []i64) =
  ((build_slots bits keys).first, pad keys, counting bits, chunked (u16.i32 bits) keys)
