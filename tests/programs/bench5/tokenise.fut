-- Tokenising a byte string in parallel: each byte gets a character
-- class (a sum type), token starts are where the class changes, tokens
-- are numbered with a scan and their values computed with segmented
-- reductions; an RPN calculator then evaluates the token stream
-- sequentially with a stack.
-- ==
-- entry: count_tokens
-- input { [49u8, 50u8, 32u8, 43u8, 32u8, 51u8, 52u8, 53u8, 42u8, 54u8] }
-- output { 5i64 [1i32, 2i32, 1i32, 2i32, 1i32] }
-- ==
-- entry: demo
-- input { } output { 14i64 4i64 345i64 }

type class = #digit | #space | #op u8 | #other

type token = #num i64 | #binop u8

def classify (c: u8) : class =
  if c >= '0' && c <= '9' then #digit
  else if c == ' ' then #space
  else if c == '+' || c == '-' || c == '*' then #op c
  else #other

def same_token (a: class) (b: class) : bool =
  match (a, b)
  case (#digit, #digit) -> true
  case _ -> false

def class_code (c: class) : i32 =
  match c
  case #digit -> 1
  case #op _ -> 2
  case #space -> 0
  case #other -> 3

def tokens [n] (s: [n]u8) =
  let cls = map classify s
  let starts = map (\i -> class_code cls[i] != 0 && (i == 0 || !(same_token cls[i - 1] cls[i])))
                   (iota n)
  let ids = map (\x -> x - 1) (scan (+) 0 (map i64.bool starts))
  let ntok = if n == 0 then 0 else ids[n - 1] + 1
  let kinds = scatter (replicate ntok 0i32) (map2 (\st i -> if st then ids[i] else -1) starts (iota n))
                      (map class_code cls)
  let is = map2 (\c i -> if class_code c == 0 then -1 else ids[i]) cls (iota n)
  -- number value: fold digits left to right; done with positions
  let digit_vals = map2 (\c ch -> match c case #digit -> i64.u8 (ch - '0') case _ -> 0) cls s
  let firsts = reduce_by_index (replicate ntok n) i64.min n is (iota n)
  let lasts = reduce_by_index (replicate ntok (-1)) i64.max (-1) is (iota n)
  let weight i = if is[i] < 0 then 0 else 10 ** (lasts[is[i]] - i)
  let values = reduce_by_index (replicate ntok 0) (+) 0 is
                 (map (\i -> digit_vals[i] * weight i) (iota n))
  let ops = map (\i -> s[i]) firsts
  let toks = map3 (\k v o -> if k == 1 then #num v else #binop o : token) kinds values ops
  in (toks, kinds)

entry count_tokens [n] (s: [n]u8) =
  let (toks, kinds) = tokens s
  in (length toks, kinds)

entry rpn [n] (s: [n]u8) : i64 =
  let (toks, _) = tokens s
  let (stack, _) =
    loop (stack, sp) = (replicate (length toks) 0i64, 0) for t in toks do
      match t
      case #num v -> (stack with [sp] = v, sp + 1)
      case #binop o ->
        let a = stack[sp - 2]
        let b = stack[sp - 1]
        let r = if o == '+' then a + b else if o == '-' then a - b else a * b
        in (stack with [sp - 2] = r, sp - 1)
  in stack[0]

entry demo = (rpn "3 4 + 2 *", rpn "10 2 3 * -", rpn "345")
