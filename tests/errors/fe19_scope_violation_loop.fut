-- Item 7: the type parameter of a local function inside a loop would be
-- the element type of the loop's accumulator.
-- ==
-- error: fe19_scope_violation_loop.fut:8:[0-9]+: error: .*Scope violation: the type parameter `t` would escape its function

def main (n: i64) =
  loop acc = [] for i < n do
    let push 't (x: t) = acc ++ [x]
    in push (f32.i64 i)
