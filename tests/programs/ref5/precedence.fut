-- Operator precedence and associativity from the reference's table:
-- bitwise operators bind looser than arithmetic and tighter than
-- comparisons; `**` is left associative; prefix operators bind tightest;
-- application binds tighter than any infix operator.
-- ==
-- entry: arith
-- input { 2 3 4 }
-- output { 14 -5 2 64 20 -4 }
-- entry: bitwise
-- input { 1 2 3 }
-- output { 3 8 12 true 0 }
-- entry: logic
-- input { true false }
-- output { true false true }
-- entry: prefix
-- input { 3 }
-- output { -9 9 -2 false }

entry arith (a: i32) (b: i32) (c: i32) =
  (a + b * c, a - b - c, 16 / a / c, a ** b ** a, (a + b) * c, -a * a)
entry bitwise (a: i32) (b: i32) (c: i32) =
  (a + b & c, a << b + a, b * c << a, a & c == a, a | b ^ c)
entry logic (a: bool) (b: bool) = (a || b && b, a && b || b, !b && a)
entry prefix (x: i32) = (-x * x, (-x) * (-x), -x + 1, !true || false)
