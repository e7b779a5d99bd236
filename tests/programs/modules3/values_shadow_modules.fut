-- Values and modules share a name space: a parameter or a `let` named
-- like a module shadows it (`M.x` is then a field), and an opened
-- module's submodule is re-exported.
-- ==
-- input { 5 } output { 5 6 1 6 14 }

module M = { def x = 1i32 }
module pt = { type t = {x: i32, y: i32} def origin : t = {x = 0, y = 0} }
module A = { def v = 2i32 module B = { def v = 3i32 } }
module C = { open A def w = v + B.v }

def f (M: {x: i32}) = M.x
def g (r: {x: i32}) = let M = r in M.x + 1

def main (y: i32) =
  let pt = {x = y, y = y + 1}
  in (f {x = y}, g {x = y}, M.x, pt.y, C.w + C.B.v + y + 1)
