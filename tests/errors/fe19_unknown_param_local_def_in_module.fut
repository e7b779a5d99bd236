-- Item 5 in a module: the size of the returned function's parameter is a
-- local of the definition.
-- ==
-- error: Unknown size `w` in parameter of the function that `img.row_op` returns

module img = {
  def row_op (wide: bool) =
    let w = if wide then 640 else 320
    in \(px: [w]u8) -> u8.maximum px
}

def main (b: bool) = img.row_op b (replicate 320 0u8)
