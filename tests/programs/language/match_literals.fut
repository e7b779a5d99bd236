-- `match` on integers, booleans, characters and floats with literal
-- patterns (also negative ones), wildcards and binding patterns.
-- ==
-- input { 0i32 } output { 100i32 1i32 97u8 }
-- input { 1i32 } output { 101i32 0i32 98u8 }
-- input { -1i32 } output { 99i32 -1i32 99u8 }
-- input { 42i32 } output { 84i32 0i32 99u8 }

def classify (x: i32) : i32 =
  match x
  case 0 -> 100
  case 1 -> 101
  case -1 -> 99
  case n -> n * 2

def sign (x: i32) : i32 =
  match (x < 0, x == 0)
  case (true, _) -> -1
  case (_, true) -> 1
  case _ -> 0

def letter (x: i32) : u8 =
  match x
  case 0 -> 'a'
  case 1 -> 'b'
  case _ -> 'c'

entry main (x: i32) = (classify x, sign x, letter x)
