-- Functional parameters with named parameters in their types
-- ((n: i64) -> [n]i32) and with a size shared with the enclosing
-- function ([m]i32 -> [m]i32).
-- ==
-- input { 3i64 }
-- output { [1i32, 1i32, 1i32] [0i32, 1i32, 2i32] [4i32, 4i32, 4i32] }

def gen (f: (n: i64) -> [n]i32) (k: i64) : [k]i32 = f k
def app_len [m] (f: [m]i32 -> [m]i32) (xs: [m]i32) = f xs
entry main (k: i64) = (gen (\n -> replicate n 1) k, gen (\n -> map i32.i64 (iota n)) k, app_len (map (+ 1)) (gen (\n -> replicate n 3) k))
