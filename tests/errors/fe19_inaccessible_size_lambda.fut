-- Error index "inaccessible-size" in a lambda: its first parameter is a
-- tuple, and the second is an array of the tuple's first component.
-- ==
-- error: fe19_inaccessible_size_lambda.fut:7:[0-9]+: error: Parameter `row` refers to size `w`, which will not be accessible to the caller

def main (img: []u8) =
  let f = \(w: i64, h: i64) (row: [w]u8) -> h + i64.u8 row[0]
  in f (length img, 2) img
