-- A tokenizer as a state machine over a string, with a sum type as the
-- loop state and payloads carrying counters.
-- ==
-- input { }
-- output { 2i32 2i32 57i32 }

type state = #start | #in_word i32 | #in_num i32

type counts = {words: i32, nums: i32, numsum: i32}

def is_digit (c: u8) = c >= '0' && c <= '9'
def is_space (c: u8) = c == ' '

def finish (s: state) (k: counts) : counts =
  match s
  case #start -> k
  case #in_word _ -> k with words = k.words + 1
  case #in_num v -> k with nums = k.nums + 1 with numsum = k.numsum + v

def step ((s, k): (state, counts)) (c: u8) : (state, counts) =
  if is_space c then (#start, finish s k)
  else match s
       case #start -> if is_digit c then (#in_num (i32.u8 (c - '0')), k) else (#in_word 1, k)
       case #in_num v -> if is_digit c then (#in_num (v * 10 + i32.u8 (c - '0')), k) else (#in_word 1, k)
       case #in_word n -> (#in_word (n + 1), k)

entry main =
  let str = "ab 12 c3  45"
  let (s, k) = foldl step (#start, {words = 0, nums = 0, numsum = 0}) str
  let k = finish s k
  in (k.words, k.nums, k.numsum)
