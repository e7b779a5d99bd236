-- Loops whose state is a tuple, a record, or nested tuples; `for i < n`,
-- `for x in xs` and `while` forms; the `loop x` form that takes its
-- initial value from the variable in scope.
-- ==
-- input { 10i32 } output { 55i32 89i32 10i32 55i32 4i32 45i32 }
-- input { 1i32 } output { 1i32 1i32 1i32 1i32 0i32 0i32 }

def fib (n: i32) : (i32, i32) =
  loop (a, b) = (0, 1) for _i < n do (b, a + b)

def fib_rec (n: i32) : i32 =
  let r = loop s = {cur = 0, next = 1, steps = 0} while s.steps < n do
            {cur = s.next, next = s.cur + s.next, steps = s.steps + 1}
  in r.cur

def nested (n: i32) : ((i32, i32), i32) =
  loop ((i, acc), count) = ((0, 0), 0) while i < n do ((i + 1, acc + i), count + 1)

def log2ceil (n: i32) : i32 =
  let x = 1
  let k = 0
  let (_, k) = loop (x, k) while x < n do (x * 2, k + 1)
  in k

entry main (n: i32) =
  let (a, b) = fib n
  let ((_, acc), count) = nested n
  in (a, b, count, fib_rec n, log2ceil n, acc)
