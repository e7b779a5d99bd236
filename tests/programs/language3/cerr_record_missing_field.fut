-- Accessing a field a record does not have is a compile error.
-- ==
-- error: .

entry main (x: i32) =
  let r = {a = x, b = x + 1}
  in r.c
