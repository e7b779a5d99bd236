-- Module members that are functions passed to SOACs, and a module type
-- whose values are higher-order.
-- ==
-- input { [1, 2, 3, 4] } output { [3, 5, 7, 9] 10 [2, 4] }

module type hof = {
  val compose 'a 'b 'c: (b -> c) -> (a -> b) -> a -> c
  val keep [n]: (i32 -> bool) -> [n]i32 -> []i32
}

module H : hof = {
  def compose f g x = f (g x)
  def keep p xs = filter p xs
}

module arith = {
  def double (x: i32) = 2 * x
  def succ (x: i32) = x + 1
}

def main (xs: []i32) =
  (map (H.compose arith.succ arith.double) xs, reduce (+) 0 xs, H.keep (\x -> x % 2 == 0) xs)
