-- An entry point inside a parametric module (error index "nested-entry").
-- ==
-- error: Entry points may not be declared inside modules

module F (P: { val k: i32 }) = { entry f (x: i32) = x + P.k }
module A = F { def k = 1i32 }
def main (y: i32) = A.f y
