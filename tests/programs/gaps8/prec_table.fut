-- The precedence table of the language reference (the pipes as Futhark's
-- parser has them: looser than every other infix operator); an operator
-- beginning
-- with `!` binds like `!=`; `>>=` binds like `>>`.
def (!+) (a: i32) (b: i32) = a * 100 + b
def (>>=) (a: i32) (b: i32) = a - b
-- ==
-- input { } output { 7 105 2 true 9 5 -3 -1 -4 1 }
entry main =
  ( 2 * 3 |> (+1)
  , 1 !+ 2 + 3
  , 10 >>= 4 + 4
  , 1 !+ 2 == 102
  , 2 ** 3 + 1
  , (+1) <| 2 * 2
  , -7 // 2
  , -7 %% 2
  , -7 / 2
  , -7 % 2 )
