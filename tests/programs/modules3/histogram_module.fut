-- `reduce_by_index` and `scatter` with operators and neutral elements from
-- modules.
-- ==
-- input { [0, 1, 0, 2, 1, 0] } output { [3, 2, 1] [0, 4, 1, 0] }

module counting = {
  def op (a: i32) (b: i32) = a + b
  def ne = 0i32
  def bins = 3i64
}

def main (xs: []i32) =
  let h = reduce_by_index (replicate counting.bins counting.ne) counting.op counting.ne (map i64.i32 xs) (map (\_ -> 1) xs)
  let s = scatter (replicate 4 0) [1, 2] [4, 1]
  in (h, s)
