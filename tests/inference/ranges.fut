-- Ranges whose size the type checker knows (language reference,
-- "x..y..<z"): 0..<n, 0..1..<n and 1..2...n have size n when n is a
-- variable or a constant; other ranges have an unknown size.
def upto (k: i64) = 0..<k
def upto_step (k: i64) = 0..1..<k
def from_one (k: i64) = 1..2...k
def ten = 0..<10i32
def evens (k: i64) = 0..2..<k
def shifted (k: i64) = 0..<(k+1)
def small (k: i32) = 0..<k
-- types:
-- def upto : (k: i64) -> [k]i64
-- def upto_step : (k: i64) -> [k]i64
-- def from_one : (k: i64) -> [k]i64
-- def ten : [10]i32
-- def evens : i64 -> ?[k0].[k0]i64
-- def shifted : i64 -> ?[k0].[k0]i64
-- def small : i32 -> ?[k0].[k0]i32
