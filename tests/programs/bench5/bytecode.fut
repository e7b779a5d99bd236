-- A tiny stack-machine interpreter run for many inputs in parallel: the
-- program is an array of instructions (a sum type), every thread runs it
-- with its own input in a `while` loop with a program counter.
-- ==
-- entry: main
-- input { [0i32, 1i32, 5i32, 10i32] }
-- output { [1i32, 1i32, 120i32, 3628800i32] [5i32, 14i32, 50i32, 95i32] }

type instr = #push i32 | #load | #store | #mul | #add | #dec | #jnz i32 | #halt | #dup | #swap

-- factorial: acc := 1; while n != 0 do acc := acc * n; n := n - 1
def factorial_prog : []instr =
  [ #push 1, #store          -- 0,1: acc = 1 (register), input stays on stack
  , #dup, #jnz 5, #halt      -- 2,3,4: if n == 0 halt
  , #dup, #load, #mul, #store -- 5..8: acc = acc * n
  , #dec                      -- 9: n - 1
  , #push 1, #jnz 2 ]         -- 10,11: jump back

type vm [k] = {stack: [k]i32, sp: i64, pc: i32, reg: i32, steps: i32}

def step [k] [p] (prog: [p]instr) (m: vm [k]) : vm [k] =
  let pc = m.pc
  let m = m with pc = pc + 1 with steps = m.steps + 1
  let top = if m.sp > 0 then m.stack[m.sp - 1] else 0
  in match prog[pc]
     case #push v -> m with stack = (copy m.stack with [m.sp] = v) with sp = m.sp + 1
     case #dup -> m with stack = (copy m.stack with [m.sp] = top) with sp = m.sp + 1
     case #swap -> let s = copy m.stack
                   let a = s[m.sp - 1]
                   let s[m.sp - 1] = s[m.sp - 2]
                   let s[m.sp - 2] = a
                   in m with stack = s
     case #load -> m with stack = (copy m.stack with [m.sp] = m.reg) with sp = m.sp + 1
     case #store -> m with reg = top with sp = m.sp - 1
     case #mul -> m with stack = (copy m.stack with [m.sp - 2] = m.stack[m.sp - 2] * top)
                    with sp = m.sp - 1
     case #add -> m with stack = (copy m.stack with [m.sp - 2] = m.stack[m.sp - 2] + top)
                    with sp = m.sp - 1
     case #dec -> m with stack = (copy m.stack with [m.sp - 1] = top - 1)
     case #jnz t -> if top != 0 then m with pc = t with sp = m.sp - 1 else m with sp = m.sp - 1
     case #halt -> m with pc = -1

def run [p] (prog: [p]instr) (input: i32) : (i32, i32) =
  let m0 : vm [8] = {stack = replicate 8 0 with [0] = input, sp = 1, pc = 0, reg = 0, steps = 0}
  let m = loop m = m0 while m.pc >= 0 && m.pc < i32.i64 p do step prog m
  in (m.reg, m.steps)

entry main [n] (inputs: [n]i32) =
  let (results, steps) = unzip (map (run factorial_prog) inputs)
  -- 2 steps of set-up, 9 per iteration, 3 to stop
  in (results, steps)
