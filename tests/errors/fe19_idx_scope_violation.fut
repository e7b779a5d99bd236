-- Error index "scope-violation", a program of runic's own: a local function whose type parameter would become the element type of the outer array.
-- ==
-- error: Scope violation: the type parameter `e` would escape its function

def wrap acc =
  let push 'e (x: e) = acc ++ [x]
  in push
def main (xs: []i32) = wrap xs 1
