-- Compile error: the branches of an if have different types.
-- ==
-- error: i32.*bool|bool.*i32

def main (b: bool) = if b then 1i32 else true
