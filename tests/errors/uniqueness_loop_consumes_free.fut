-- A loop body may not consume a variable bound outside the loop.
-- ==
-- error: a loop body may only consume its loop parameters and its own variables; it consumes `ys` at 7:14, which is bound outside the loop

def main (ys: *[]i32) (n: i64) =
  loop acc = 0 for i < n do
    let zs = ys with [i] = 1
    in acc + zs[i]
