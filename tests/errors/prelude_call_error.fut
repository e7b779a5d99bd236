-- A type error inside a prelude function is reported at the user's call.
-- ==
-- error: argument 1 of `foldl`: expected `.* -> .* -> .*`, found the literal `1`

def main = foldl 1 0 [1, 2]
