-- A map whose body contains a sequential loop (runs in one kernel).
-- ==
-- input { [1i32, 5i32, 10i32] } output { [1i32, 15i32, 55i32] }
-- random input { [10000]i32 } auto output

def main (xs: []i32) = map (\x -> loop s = 0 for i < x do s + i + 1) xs
