-- A small stack machine: instructions are a sum type stored in an array,
-- and a loop matches on each one.  Also a state machine whose state is a
-- sum type carried by a `while` loop.
-- ==
-- input { [0i32, 1i32, 2i32, 3i32] [2i32, 3i32, 0i32, 0i32] } output { 5i32 4i64 }
-- input { [0i32, 0i32, 4i32] [7i32, 5i32, 0i32] } output { 35i32 4i64 }
-- input { [0i32, 5i32] [9i32, 0i32] } output { 9i32 4i64 }

type instr = #push i32 | #add | #mul | #dup | #nop

def decode (op: i32) (arg: i32) : instr =
  match op
  case 0 -> #push arg
  case 1 -> #push arg
  case 2 -> #add
  case 3 -> #nop
  case 4 -> #mul
  case _ -> #dup

def run [n] (prog: [n]instr) : i32 =
  let (stack, sp) =
    loop (stack, sp) = (replicate (n + 1) 0i32, 0i64) for ins in prog do
      match ins
      case #push v -> (stack with [sp] = v, sp + 1)
      case #add -> let s = stack[sp - 2] + stack[sp - 1] in (stack with [sp - 2] = s, sp - 1)
      case #mul -> let s = stack[sp - 2] * stack[sp - 1] in (stack with [sp - 2] = s, sp - 1)
      case #dup -> (stack with [sp] = stack[sp - 1], sp + 1)
      case #nop -> (stack, sp)
  in stack[sp - 1]

type state = #start | #running i64 | #done i64

def collatz_steps (x: i64) : i64 =
  let (st, _) =
    loop (st, x) = (#start : state, x) while (match st case #done _ -> false case _ -> true) do
      match st
      case #start -> (#running 0, x)
      case #running k -> if x == 1 then (#done k, x)
                         else if x % 2 == 0 then (#running (k + 1), x / 2)
                         else (#running (k + 1), 3 * x + 1)
      case #done k -> (#done k, x)
  in match st case #done k -> k case _ -> -1

entry main [n] (ops: [n]i32) (args: [n]i32) =
  (run (map2 decode ops args), collatz_steps 16)
