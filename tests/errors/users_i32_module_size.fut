-- A parametric module whose length parameter is an `i32` cannot use it
-- as a size: the message names the size as written, not the module path.
-- ==
-- error: the size `count`: expected `i64`, found `i32`

module sized (P: {val count : i32}) = {
  def count = P.count
  type buf 't = [count]t
}

module three = sized {def count = 3i32}

def main (b: three.buf u8) = b[1]
