-- A module type's size value implemented with the wrong type.
-- ==
-- error: `M.n` does not match `val n : i64`

module type dim = { val n: i64 }
module M : dim = { def n = 3i32 }
def main (y: i32) = y
