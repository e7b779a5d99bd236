-- A definition whose result size is unknown does not match a
-- specification that promises the argument's size.
-- ==
-- error: `M.f` does not match `val f \[n\] : \[n\]i32 -> \[n\]i32`|`M.f` does not match

module M : { val f [n]: [n]i32 -> [n]i32 } = { def f (xs: []i32) = filter (> 0) xs }
def main (x: []i32) = M.f x
