-- Segmented reductions over few, long segments: under a GPU device profile
-- the host splits each segment across several work-groups (segment split,
-- backend.cpp) when m is small and n >= 4096, else one work-group per
-- segment.  A commutative sum, a maximum, and an associative but not
-- commutative operator (composition of affine maps on i32, wrapping), whose
-- result depends on the order of the chunks.
-- ==
-- input { 3i64 5000i64 }
-- output { [12497500i64, 37497500i64, 62497500i64] [4999, 9999, 14999] [1454557123, 1221619683, 755744803] [438531882, 1717137804, 1395460618] }
-- input { 2i64 100003i64 } auto output
-- input { 1i64 4096i64 } auto output
-- input { 0i64 5000i64 } auto output
-- input { 2000i64 10i64 } auto output
-- input { 5i64 4095i64 } auto output
def main (m: i64) (n: i64): ([m]i64, [m]i32, [m]i32, [m]i32) =
  let xss = map (\i -> map (\j -> i * n + j) (iota n)) (iota m)
  let sums = map (\xs -> reduce (+) 0 xs) xss
  let maxs = map (\xs -> reduce i32.max i32.lowest (map (\x -> i32.i64 (x % 65521)) xs)) xss
  let affs = map (\xs -> reduce (\(a1, b1) (a2, b2) -> (a1 * a2, a2 * b1 + b2)) (1i32, 0i32)
                                (map (\x -> (i32.i64 (x % 7) * 2 + 1, i32.i64 x)) xs)) xss
  let (as, bs) = unzip affs
  in (sums, maxs, as, bs)
