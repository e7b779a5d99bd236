-- `include` of a module inside a module: the included definitions are
-- members of the new module.
-- ==
-- input { 3 } output { 6 4 10 }

module A = {
  def twice (x: i32) = 2 * x
  def succ (x: i32) = x + 1
}

module B = {
  include A
  def ten = 10i32
}

def main (x: i32) = (B.twice x, B.succ x, B.ten)
