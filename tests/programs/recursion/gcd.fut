-- Euclid's algorithm, tail recursive, on two integer types.
-- ==
-- input { 48 18 } output { 6 6u64 }
-- input { 17 5 } output { 1 1u64 }
-- input { 0 9 } output { 9 9u64 }

def gcd (a: i32) (b: i32) : i32 =
  if b == 0 then a else gcd b (a % b)

def gcd_u64 (a: u64) (b: u64) : u64 =
  if b == 0 then a else gcd_u64 b (a % b)

def main (a: i32) (b: i32) = (gcd a b, gcd_u64 (u64.i32 a) (u64.i32 b))
