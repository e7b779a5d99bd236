-- A module that defines names of the prelude (`sum`, `min`): in a local
-- open and when the module is opened, its definitions shadow the
-- prelude's; qualified, both stay available.
-- ==
-- input { [1, 2, 3] } output { 12 6 1 -3 -5 }

module mine = {
  def sum (xs: []i32) = 2 * reduce (+) 0 xs
  def min (a: i32) (b: i32) = -(i32.min a b)
}

def plain = i32.sum

module opened = {
  open mine
  def g (x: i32) = min x 10
}

def main (xs: []i32) =
  let a = mine.(sum xs)
  let b = plain xs
  let c = i32.min 1 2
  let d = mine.(min 3 4)
  in (a, b, c, d, opened.g 5)
