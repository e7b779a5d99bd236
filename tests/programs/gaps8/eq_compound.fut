-- Language reference probe (gaps8): eq compound.
type t = #a i32 | #b
-- ==
-- input { } output { true false true true false true }
entry main = ([1,2] == [1,2], (1, true) == (1, false), {x = 1, y = 2} == {y = 2, x = 1},
              (#a 1 : t) == #a 1, (#a 1 : t) == #b, (#b : t) != #a 2)
