-- In a loop over a tuple of parameters, the result for the parameter the
-- loop consumes (`acc`) may not alias an array bound outside the loop,
-- while the one it only observes (`prev`) may (programs/samples16/
-- loop_observed_param_alias).
-- ==
-- error: the loop body's result aliases `ys`, which is bound outside the loop, but the loop consumes its parameter `acc`

def main [n] (xs: [n]i32) (ys: [n]i32) =
  loop (acc, prev) = (copy xs, ys) for i < n do
    let acc[i] = prev[i]
    in (if i % 2 == 0 then ys else acc, ys)
