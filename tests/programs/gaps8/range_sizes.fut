-- Ranges with statically known sizes.
def up (n: i64) : [n]i64 = 0..<n
def up1 (n: i64) : [n]i64 = 0..1..<n
-- ==
-- input { 4i64 } output { [0i64,1,2,3] [0i64,1,2,3] }
entry main (n: i64) = (up n, up1 n)
