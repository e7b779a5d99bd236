-- Precedence of user operators is that of their leading character.
def (*^) (a: i32) (b: i32) = a * b
def (+^) (a: i32) (b: i32) = a + b
def (==^) (a: i32) (b: i32) = a == b
def (|^) (a: bool) (b: bool) = a || b
def (&^) (a: bool) (b: bool) = a && b
-- ==
-- input { } output { 7 true false }
entry main = (1 +^ 2 *^ 3, 1 +^ 1 ==^ 2, true |^ false &^ false)
