-- Shadowing: a module's definitions shadow outer ones inside it, a
-- definition after an `open` shadows the opened one, a local binding
-- shadows a module member brought in by a local open, and a functor's
-- parameter shadows a module of the same name.
-- ==
-- input { 1 } output { 11 102 3 1005 7 }

def x = 10i32
def f (y: i32) = y + x

module M = {
  def x = 100i32
  def f (y: i32) = y + x + 1
}

module N = {
  open M
  def x = 2i32
  def v = x + 1
}

module G (M: { val x: i32 }) = { def get = M.x }
module R = G { def x = 7i32 }

def main (y: i32) =
  let z = M.(let x = 1000 in x + 5)
  in (f y, M.f y, N.v, z, R.get)
