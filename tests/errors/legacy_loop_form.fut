-- `loop (x) = for ... do ... in x` is the loop of old Futhark versions.
-- ==
-- error: `loop \(x\) = for \.\.\. do \.\.\. in x` is the syntax of old Futhark versions
def sum_to (n: i32) : i32 =
  let acc = 0
  loop (acc) = for i < n do
    acc + i
  in acc
def main (n: i32) = sum_to n
