-- Consuming parameters and unique results in value specifications, and
-- in-place updates through a module's functions.
-- ==
-- input { [1, 2, 3] } output { [1, 20, 3] [0, 0, 5] }

module type updater = {
  val set [n]: *[n]i32 -> i64 -> i32 -> *[n]i32
  val fresh: i64 -> *[]i32
}

module U : updater = {
  def set [n] (xs: *[n]i32) (i: i64) (v: i32) : *[n]i32 = xs with [i] = v
  def fresh (n: i64) : *[]i32 = replicate n 0
}

def main (xs: *[]i32) =
  let ys = U.set xs 1 20
  let zs = U.set (U.fresh 3) 2 5
  in (ys, zs)
