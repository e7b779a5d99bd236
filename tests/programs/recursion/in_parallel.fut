-- A recursive function called inside `map`: the interpreter runs it; the
-- OpenCL backend cannot call a recursive function in a kernel and says so
-- ("recursive function `collatz` called inside parallel code is not
-- supported by the OpenCL backend"; tests/cli/cli_tests.sh checks it).
-- ==
-- tags { no_opencl }
-- input { [1, 6, 7, 27] } output { [0, 8, 16, 111] }

def collatz (n: i32) : i32 =
  if n <= 1 then 0
  else if n % 2 == 0 then 1 + collatz (n / 2)
  else 1 + collatz (3 * n + 1)

def main (xs: []i32) = map collatz xs
