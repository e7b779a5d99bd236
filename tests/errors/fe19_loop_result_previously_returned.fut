-- The consuming parameter comes second: its result is the array already
-- returned for the first one (error index "aliases-previously-returned").
-- ==
-- error: Return value for consuming loop parameter `acc` aliases previously returned value: it aliases the value returned for `seen`

def main (n: i64) (xs: []i32) =
  let (seen, acc) =
    loop (seen, acc) = (xs, replicate n 0i32) for i < n do
      let fresh = acc with [i] = seen[i % length seen]
      in (fresh, fresh)
  in (seen, acc)
