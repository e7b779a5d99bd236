-- A stack machine: sums with payloads in arrays of arrays, matched in a
-- loop inside a map, with in-place updates of the loop's array.
-- ==
-- input { 5i32 }
-- output { [11i32, -1i32] }

type cmd = #push i32 | #pop | #add | #mul

def run [n] (prog: [n]cmd) : i32 =
  let (stack, sp) =
    loop (stack, sp) = (replicate 16 0i32, 0i64) for c in prog do
      match c
      case #push v -> (stack with [sp] = v, sp + 1)
      case #pop -> (stack, sp - 1)
      case #add -> let s = stack with [sp - 2] = stack[sp - 2] + stack[sp - 1] in (s, sp - 1)
      case #mul -> let s = stack with [sp - 2] = stack[sp - 2] * stack[sp - 1] in (s, sp - 1)
  in if sp > 0 then stack[sp - 1] else -1

entry main (x: i32) =
  let progs = [[#push x, #push 2, #mul, #push 1, #add],
               [#push 3, #push 4, #add, #pop, #pop]]
  in map run progs
