-- Item 5: the returned function's parameter is sized by `length ys`, a
-- term over `ys`, which is local to `keep_pos`: no caller can name it.
-- ==
-- error: Unknown size `length ys` in parameter of the function that `keep_pos` returns

def keep_pos (xs: []i32) =
  let ys = filter (> 0) xs
  in \(zs: [length ys]i32) -> i32.sum zs + i32.sum ys

def main (xs: []i32) = keep_pos xs xs
