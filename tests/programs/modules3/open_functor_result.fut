-- `open` of a functor application at the top level and in a module.
-- ==
-- input { 3 } output { 9 4 }

module mk (P: { val k: i32 }) = { def times (x: i32) = x * P.k def plus (x: i32) = x + P.k }

open (mk { def k = 3i32 })

module M = {
  open (mk { def k = 1i32 })
  def g (x: i32) = plus x
}

def main (x: i32) = (times x, M.g x)
