-- The same error inside a local function of a module: the location is the
-- loop body.
-- ==
-- error: fe19_loop_result_in_local_fun.fut:10:9: error: Return value for loop parameter `old` aliases other consumed loop parameter

module stencil = {
  def smooth (k: i64) (xs: []f64) =
    let step (cur: []f64) =
      loop (cur, old) = (copy cur, cur) for i < k do
        let cur[i % length cur] = old[0] * 0.5
        in (cur, cur)
    in step xs
}

def main (xs: []f64) = (stencil.smooth 3 xs).0
