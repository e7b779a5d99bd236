-- ==
-- error: Let-bound expression of higher-order type .* contains consumption
def update (xs: *[]i32) (i: i64) (y: i32) = xs with [i] = y
def main (xs: *[]i32) = let f = update xs in (f 0 0, f 0 0)
