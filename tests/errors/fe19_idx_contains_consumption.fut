-- Error index "contains-consumption", a program of runic's own: a partial application of a consuming function, used once.
-- ==
-- error: Let-bound expression of higher-order type .* contains consumption

def write_at (buf: *[]u8) (i: i64) (v: u8) = buf with [i] = v
def main (buf: *[]u8) =
  let w = write_at buf 3
  in w 7
