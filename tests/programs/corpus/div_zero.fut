-- Division by zero is an error for integers.
-- ==
-- input { 10 2 } output { 5 0 }
-- input { 10 0 } error: division by zero

def main (a: i32) (b: i32) = (a / b, a % b)
