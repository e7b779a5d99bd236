-- Ascription: the module lacks a submodule that the module type specifies.
-- ==
-- error: does not define the module `K`

module type S = { module K: { val k: i32 } }
module M : S = { def k = 1i32 }
def main (x: i32) = x
