-- Local functions capturing variables of the enclosing definition, used as
-- SOAC arguments, and a local function calling another.
-- ==
-- input { [3, 1, 4, 1, 5] 2 }
-- output { [6, 2, 8, 2, 10] 3i64 [false, true, false, true, false] }

entry main (xs: []i32) (k: i32) =
  let scale x = x * k
  let big x = scale x > 5
  let small = \x -> !(big x)
  in (map scale xs, length (filter big xs), map small xs)
