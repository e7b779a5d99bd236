-- A module type that specifies the same value twice.
-- ==
-- error: [Dd]uplicate|specified twice|more than once

module type S = { val f: i32 -> i32 val f: i32 -> i32 }
module M : S = { def f (x: i32) = x }
def main (y: i32) = M.f y
