-- Language reference probe (gaps8): idents.
def x' = 1i32
def _y = 2i32
def f'' (a': i32) = a' + x'
def snake_case_9 = 3i32
-- ==
-- input { } output { 6 3 }
entry main = (f'' (_y + snake_case_9), snake_case_9)
