-- A program tagged `notest` is not tested (futhark-test(1): programs and
-- cases tagged `notest`, `disable` or `no_BACKEND` are ignored by
-- default); this one would fail.
-- ==
-- tags { notest }
-- input { 1 } output { 3 }

entry main (x: i32) = x + 1
