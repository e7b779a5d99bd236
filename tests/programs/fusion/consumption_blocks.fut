-- PLDI'17 section 4's remark: the producer `map (+1) a` is not moved past
-- the in-place update of its input `a` (that would read the overwritten
-- array), so the two maps stay separate kernels.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [4i32, 6i32, 8i32] [0i32, 2i32, 3i32] }
-- structure { SegMap 2 kernels:Screma 0 }

def main (a: *[]i32): ([]i32, []i32) =
  let x = map (\v -> v + 1) a
  let a[0] = 0
  in (map (\v -> v * 2) x, a)
