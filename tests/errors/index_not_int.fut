-- ==
-- error: index|integer

def main (xs: []i32) = xs[1.5]
