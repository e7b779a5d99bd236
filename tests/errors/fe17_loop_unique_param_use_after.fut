-- Compile error (error index "use-after-consume"): a loop parameter declared
-- unique (`*[]i64`) consumes its initial value even where the body only
-- reads it, as in Futhark (the parameter takes its annotation's diet); the
-- array is used after the loop.  The message gives both places.
-- ==
-- error: 11:10: error: Using `xs`, but this was consumed at 10:32

def main (n: i64) =
  let xs = iota n
  let r = loop (acc: *[]i64) = xs for i < n do acc
  in (r, xs)
