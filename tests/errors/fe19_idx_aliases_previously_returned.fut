-- Error index "aliases-previously-returned", a program of runic's own: a row of the consumed matrix returned beside it.
-- ==
-- error: Return value for consuming loop parameter `mat` aliases previously returned value

def main (n: i64) (m: i64) =
  loop (row: []i32, mat: *[][]i32) = (replicate m 0, replicate n (replicate m 0)) for i < n do
    let mat[i] = row
    in (mat[0], mat)
