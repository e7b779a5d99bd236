-- Compile error (error index "contains-consumption"): a partial application of a consuming function bound by let; the message gives the function value's type.
-- ==
-- error: 8:13: error: Let-bound expression of higher-order type `i64 -> f32 -> \*\[\]f32` contains consumption: this partial application of `set_at` consumes its first argument

def set_at (xs: *[]f32) (i: i64) (v: f32) : *[]f32 = xs with [i] = v

def main (xs: *[]f32) =
  let put = set_at xs
  in put 0 1
