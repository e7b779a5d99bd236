-- A size term over a name that a later binding shadows is not passed by
-- name where the size is needed (the name means the new binding there).
-- ==
-- error: the sizes of `count.*` are not known here \(`length zs`\)

def count [n] 't (_: [n]t -> bool) = n

entry main (zs: []i32) =
  let f = \(_: [length zs]i32) -> true
  let zs = [1i32]
  in (count f, length zs)
