-- An expression evaluator written with sum types: a postfix program of
-- tokens (a sum with payloads) is evaluated with an explicit stack; the
-- result is an option that is #none on stack underflow or division by
-- zero.
-- ==
-- input { [0i32, 0i32, 1i32] [3i32, 4i32, 0i32] } output { true 7i32 }
-- input { [0i32, 0i32, 2i32, 0i32, 3i32] [2i32, 5i32, 0i32, 3i32, 0i32] } output { true -9i32 }
-- input { [0i32, 0i32, 4i32] [1i32, 0i32, 0i32] } output { false 0i32 }
-- input { [1i32] [0i32] } output { false 0i32 }

type op = #add | #sub | #mul | #div
type token = #num i32 | #op op
type result 'a = #ok a | #err

def token_of (kind: i32) (v: i32) : token =
  match kind
  case 0 -> #num v
  case 1 -> #op #add
  case 2 -> #op #sub
  case 3 -> #op #mul
  case _ -> #op #div

def apply (o: op) (a: i32) (b: i32) : result i32 =
  match o
  case #add -> #ok (a + b)
  case #sub -> #ok (a - b)
  case #mul -> #ok (a * b)
  case #div -> if b == 0 then #err else #ok (a / b)

def eval [n] (prog: [n]token) : result i32 =
  let (stack, sp, ok) =
    loop (stack, sp, ok) = (replicate n 0, 0, true) for t in prog do
      if !ok then (stack, sp, ok)
      else match t
           case #num v -> (stack with [sp] = v, sp + 1, true)
           case #op o ->
             if sp < 2 then (stack, sp, false)
             else match apply o stack[sp - 2] stack[sp - 1]
                  case #ok r -> (stack with [sp - 2] = r, sp - 1, true)
                  case #err -> (stack, sp, false)
  in if ok && sp == 1 then #ok stack[0] else #err

entry main [n] (kinds: [n]i32) (vals: [n]i32) =
  match eval (map2 token_of kinds vals)
  case #ok v -> (true, v)
  case #err -> (false, 0)
