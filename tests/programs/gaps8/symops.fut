-- Language reference probe (gaps8): symops.
def (+.) (a: i32) (b: i32) = a + b + 1
def (<|>) (a: bool) (b: bool) = a != b
def (^^) (a: i32) (b: i32) = a ^ b
def (%%) (a: i32) (b: i32) = ((a % b) + b) % b
-- ==
-- input { } output { 4 true 3 2 }
entry main = (1 +. 2, true <|> false, 1 ^^ 2, -1 %% 3)
