-- Error index "ambiguous-size" in a local binding: `let [r][c]` binds the
-- sizes of an empty array, whose rows nothing sizes.  (Before, runic said
-- "Causality check".)
-- ==
-- error: fe19_ambiguous_size_let_rows.fut:8:[0-9]+: error: Ambiguous size `c`

def main (k: i64) =
  let [r][c] (grid: [r][c]f32) = []
  in r + c + k
