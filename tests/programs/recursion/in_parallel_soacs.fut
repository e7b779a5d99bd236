-- Maps, a reduction and a scan whose functions call a non-tail recursive
-- function: on OpenCL each becomes a loop on the host.
-- ==
-- input { [[1, 2], [3, 4]] } output { [[1, 1], [2, 3]] 7 [1, 2, 4, 7] }
def fib (n: i32) : i32 = if n < 2 then n else fib (n - 1) + fib (n - 2)
def main (xss: [][]i32) =
  let a = map (map fib) xss
  let s = reduce (+) 0 (map fib (flatten xss))
  let c = scan (+) 0 (map fib (flatten xss))
  in (a, s, c)
