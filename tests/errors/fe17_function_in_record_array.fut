-- Compile error (Futhark: arrays of functions are not permitted, also
-- inside a record): an array literal whose elements are records holding a
-- function; the message gives the place and the element type.
-- ==
-- error: 8:13: error: an array element cannot be a function \(its type is `\{f: i32 -> i32, w: i32\}`\)

def main (x: i32) =
  let ops = [{f = (+ 1), w = 1}, {f = (* 2), w = 2}]
  in ops[0].f x
