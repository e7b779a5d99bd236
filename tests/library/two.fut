-- The second library of the two-library test (tests/library/test_two.c):
-- an entry point with the same name as one of lib.fut's.

entry sum (xs: []i32): i32 = reduce (+) 0 (map (\x -> x * x) xs)
