-- Functions do not support equality.
-- ==
-- error: .

def main = (\(x: i32) -> x) == (\(x: i32) -> x)
