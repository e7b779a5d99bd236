-- Compile error: map2 over two array literals of different sizes.
-- ==
-- error: Sizes "2" and "3" do not match

def main (x: i32) = map2 (+) [x, x] [x, x, x]
