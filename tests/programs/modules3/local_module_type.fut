-- A `local module type` and a `local module` at the top level and in a
-- module: usable inside, not exported.
-- ==
-- input { 6 } output { 3 7 }

local module type half_t = { val half: i32 -> i32 }
local module H : half_t = { def half (x: i32) = x / 2 }

module M = {
  local module type S = { val k: i32 }
  local module K : S = { def k = 1i32 }
  def plus (x: i32) = x + K.k
}

def main (x: i32) = (H.half x, M.plus x)
