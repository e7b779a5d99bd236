-- Applying a module that is not parametric.
-- ==
-- error: is not a parametric module

module A = { def x = 1i32 }
module B = { def x = 2i32 }
module C = A B
def main (y: i32) = y
