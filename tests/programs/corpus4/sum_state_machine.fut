-- A state machine over a string: states as a sum type with payloads, a loop
-- over the characters, counting words and digits.
-- ==
-- input { }
-- output { 4i32 3i32 }

type state = #space | #word i32

entry main =
  let s = "ab 12 c3  x"
  let (st, words, digits) =
    loop (st: state, words, digits) = (#space, 0i32, 0i32) for c in s do
      let is_digit = c >= '0' && c <= '9'
      let digits = if is_digit then digits + 1 else digits
      in if c == ' ' then (#space, words, digits)
         else match st
              case #space -> (#word 1, words + 1, digits)
              case #word k -> (#word (k + 1), words, digits)
  let _ = st
  in (words, digits)
