-- In a loop over a tuple of parameters, the result for the parameter the
-- loop consumes (`acc`) may not alias an array bound outside the loop,
-- while the one it only observes (`prev`) may (programs/samples16/
-- loop_observed_param_alias).  Reported as the two results aliasing `ys`
-- (fe19's check of the results, left to right) or as `acc`'s aliasing it.
-- ==
-- error: Return value for (consuming )?loop parameter `(acc|prev)` aliases.*`ys`

def main [n] (xs: [n]i32) (ys: [n]i32) =
  loop (acc, prev) = (copy xs, ys) for i < n do
    let acc[i] = prev[i]
    in (if i % 2 == 0 then ys else acc, ys)
