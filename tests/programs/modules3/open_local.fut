-- `open` inside a module re-exports; `local` hides helpers, also a local
-- module and a local open.
-- ==
-- input { 4 } output { 20 9 17 }

module base = {
  def double (x: i32) = x * 2
  def inc (x: i32) = x + 1
}

module M = {
  open base
  local def helper (x: i32) = double (inc x)
  def run (x: i32) = helper x * 2
}

module N = {
  local open base
  local module H = { def k = 8i32 }
  def run (x: i32) = inc (double x)
  def plus_k (x: i32) = x + H.k + inc 4
}

def main (x: i32) = (M.run x, N.run x, N.plus_k x - M.double 0)
