-- Module-level constants: an array table indexed from outside, a
-- constant computed from another module's constant, and a size.
-- ==
-- input { 2i64 } output { 30 35 [7, 7, 7, 7] }

module tables = {
  def squares = [0, 10, 30, 60]
  def len : i64 = 4
}

module derived = {
  def offset = tables.squares[1] / 2
  def row = replicate tables.len 7i32
}

def main (i: i64) = (tables.squares[i], tables.squares[i] + derived.offset, copy derived.row)
