-- User-defined operators: precedence follows the first character, local
-- operators, and operator sections of them.
-- ==
-- input { 2 3 }
-- output { 17 10 [3, 3] 8 }

def (+^) (a: i32) (b: i32) = a * 10 + b
def (**^) (a: i32) (b: i32) = a ** b
def x <=> y = i32.sgn (x - y)

entry main (a: i32) (b: i32) =
  let (|+|) x y = x + y + 1
  in ( 1 +^ 2 * 3 + 1         -- (1 +^ (2*3)) + 1 = 16 + 1
     , a |+| b |+| b           -- left-assoc: (2+3+1)+3+1
     , map (+^ 1) [0, 0] |> map (\x -> x + 2)
     , a **^ b + (b <=> a) - 1
     )
