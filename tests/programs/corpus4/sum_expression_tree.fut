-- A sum type of tagged operations evaluated by a loop over an array of
-- instructions (a stack machine without recursion).
-- ==
-- input { }
-- output { 14 }

type instr = #push i32 | #add | #mul | #neg

def step (stack: [8]i32, sp: i64) (ins: instr) : ([8]i32, i64) =
  match ins
  case #push v -> (copy stack with [sp] = v, sp + 1)
  case #add -> (copy stack with [sp - 2] = stack[sp - 2] + stack[sp - 1], sp - 1)
  case #mul -> (copy stack with [sp - 2] = stack[sp - 2] * stack[sp - 1], sp - 1)
  case #neg -> (copy stack with [sp - 1] = -stack[sp - 1], sp)

entry main =
  let prog : []instr = [#push 2, #push 3, #add, #push 4, #mul, #push 6, #neg, #add]
  let (stack, _) = loop st = (replicate 8 0, 0) for ins in prog do step st ins
  in stack[0]
