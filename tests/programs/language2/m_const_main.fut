-- A constant main with a return type.
-- ==
-- input { } output { 42i32 }
def main : i32 = 42
