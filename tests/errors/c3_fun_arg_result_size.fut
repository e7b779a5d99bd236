-- Compile error: a function whose result size depends on its argument
-- passed where a function returning a fixed size is expected.
-- ==
-- error: Sizes "3" and "x" do not match

def app (f: i64 -> [3]i64) (x: i64) : [3]i64 = f x

def main (x: i64) = app (\x -> iota x) x
