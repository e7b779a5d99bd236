-- Error index "anonymous-nonconstructive" in a module: the anonymous size
-- is the parameter of a function type in a record field.
-- ==
-- error: Type abbreviation contains an anonymous size not used constructively as an array size

module ops = {
  type^ op = {name: i32, run: []f64 -> f64}
  def sum_op : op = {name = 0, run = f64.sum}
}

def main (xs: []f64) = ops.sum_op.run xs
