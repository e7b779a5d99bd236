-- A match must cover every value.
-- ==
-- error: .

def main (x: i32) = match x case 0 -> 1 case 1 -> 2
