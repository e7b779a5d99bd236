-- Error index "loop-parameter-aliases-other", a program of runic's own: double buffering that returns the updated buffer twice.
-- ==
-- error: Return value for loop parameter `back` aliases other consumed loop parameter

def main (n: i64) =
  loop (front: *[]f32, back: *[]f32) = (replicate n 0, replicate n 1) for i < n do
    let front[i] = back[i]
    in (front, front)
