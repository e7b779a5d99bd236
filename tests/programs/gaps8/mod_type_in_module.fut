-- Modules can contain module types; `open` exports what it brings in.
module M = {
  module type T = { val v: i32 }
  module N : T = { def v = 5i32 }
  def w = 6i32
}
module K : M.T = { def v = 7i32 }
module O = { open M def z = w + 1 }
-- ==
-- input { } output { 5 7 7 6 }
entry main = (M.N.v, K.v, O.z, O.w)
