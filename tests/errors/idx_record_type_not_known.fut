-- Error index "record-type-not-known": a record update needs the record's type.
-- ==
-- error: (not known|ambiguous)

def f r : {x: i32} = r with x = 0

entry main (x: i32) = (f {x = x}).x
