-- ==
-- error: branch

def main (b: bool) = if b then 1i32 else 2f32
