-- A size term over a name bound by a `let` whose body it has left (the
-- size goes out of scope) is not known where the size is needed.
-- ==
-- error: the sizes of `count.*` are not known here \(`length ys`\)

def count [n] 't (_: [n]t -> bool) = n

entry main (zs: []i32) =
  count (let ys = filter (> 0) zs in \(_: [length ys]i32) -> true)
