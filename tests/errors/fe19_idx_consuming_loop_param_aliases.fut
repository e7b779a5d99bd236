-- Error index "consuming-loop-param-aliases", a program of runic's own: one branch of the body returns an array from outside the loop.
-- ==
-- error: Return value for consuming loop parameter `acc` aliases `src`

def main (n: i64) (src: []i64) =
  loop (acc: *[]i64) = copy src for i < n do
    if i % 2 == 0 then src else acc with [i] = i
