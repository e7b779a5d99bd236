-- assert that holds, and one that fails at run time.
-- ==
-- input { 4i32 } output { 2i32 }
-- input { -4i32 } error: assert
-- input { 0i32 } error: .

entry main (x: i32) = assert (x > 0) (x / 2) + assert (x != 0) 0
