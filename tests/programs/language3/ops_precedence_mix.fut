-- Operator precedence and associativity in mixed expressions.
-- ==
-- input { 2i32 3i32 4i32 } output { 14i32 -5i32 true 2i32 4096i32 2i32 false }

entry main (a: i32) (b: i32) (c: i32) =
  ( a + b * c            -- 14
  , a - b - c            -- (2-3)-4 = -5
  , a < b && b < c || false
  , c / a % b            -- (4/2)%3 = 2
  , a ** b ** c          -- (2**3)**4 = 4096 (left associative)
  , a | b & c ^ a        -- one level, left to right: ((2|3)&4)^2 = 2
  , !(a == 2) )
