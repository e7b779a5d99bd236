-- A let-bound size leaves the `let` as its definition (`iota rs` is
-- `[i64.i32 r]` outside), then the term over the non-i64 parameter is an
-- unknown size of the function's type, like any term; a term under an
-- operator (`2 ** i64.i32 b`) is one unknown size as a whole.
def counting (r: i32) : [i64.i32 r]i64 = let rs = i64.i32 r in iota rs
def pow2 (b: i32) : [2 ** i64.i32 b]i64 = let w = i64.i32 b in iota (2 ** w)
def sum_pow2 (b: i32) (xs: [2 ** i64.i32 b]i64) = i64.sum xs
def inner (r: i32) = let rs = i64.i32 r in length (iota rs)
-- types:
-- def counting : i32 -> ?[k0].[k0]i64
-- def pow2 : i32 -> ?[k0].[k0]i64
-- def sum_pow2 [d0] : i32 -> [d0]i64 -> i64
-- def inner : i32 -> i64
