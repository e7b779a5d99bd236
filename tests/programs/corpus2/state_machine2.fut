-- A tokenizer as a state machine over a sum type: counts words and numbers
-- in a string literal (a number followed by letters becomes a word).
-- ==
-- input { 0 } output { 3i32 1i32 }
-- input { 1 } output { 0i32 0i32 }
-- input { 2 } output { 1i32 2i32 }

type state = #space | #word | #number

def classify (c: u8) : i32 =
  if c == ' ' then 0 else if c >= '0' && c <= '9' then 2 else 1

def step ((s, words, nums): (state, i32, i32)) (c: u8) : (state, i32, i32) =
  match (s, classify c)
  case (_, 0) -> (#space, words, nums)
  case (#space, 1) -> (#word, words + 1, nums)
  case (#space, _) -> (#number, words, nums + 1)
  case (#number, 1) -> (#word, words + 1, nums - 1)
  case (st, _) -> (st, words, nums)

def texts (k: i32) : []u8 =
  if k == 0 then "ab 12 c3  45x" else if k == 1 then "" else " 7 x 100 "

entry main (k: i32) =
  let (_, w, n) = foldl step (#space, 0, 0) (texts k)
  in (w, n)
