-- Item 1 of issue 15's "not caught yet": the body updates `buf` (so the
-- loop consumes it) and returns the updated array for both parameters:
-- in the next iteration `buf` and `prev` would be one array, and the
-- update of `buf` would change `prev` too.  The updated `buf` is bound
-- inside the body (a free alias once the body ends).
-- ==
-- error: Return value for loop parameter `prev` aliases other consumed loop parameter: the values returned for `buf` \(which the loop consumes\) and for `prev` both alias `buf`

def main (n: i64) (xs: []f32) (ys: []f32) =
  let (buf, prev) =
    loop (buf, prev) = (copy xs, ys) for i < n do
      let buf[i] = prev[i] + 1
      in (buf, buf)
  in f32.sum buf + f32.sum prev
