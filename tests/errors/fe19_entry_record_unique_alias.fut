-- The same in an entry point's declared record result, fields in another
-- order than in the type.
-- ==
-- error: fe19_entry_record_unique_alias.fut:7:[0-9]+: error: A unique-typed component of the return value of `main` is aliased to some other component

entry main (n: i64) : {a: *[]i64, b: *[]i64} =
  let xs = iota n
  in {b = xs, a = xs}
