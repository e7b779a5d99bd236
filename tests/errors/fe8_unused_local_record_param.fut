-- A local function whose parameter is known only by a field, and which is
-- never used: its record type is ambiguous (generalising it leaves it to
-- the uses, and there are none).
-- ==
-- error: Type is ambiguous: the type of the parameter `r` is a record with the fields \{a\}

entry main (x: i32) =
  let unused r = r.a + 1
  in x
