-- Compile error (error index "alias-free-variable"): both branches of the result return a top-level array.
-- ==
-- error: 7:28: error: Function result aliases the free variable `weights`: the result of the function `get_weights` aliases

def weights = [0.5f32, 0.25, 0.25]

def get_weights (k: i64) = if k > 0 then weights else weights
def main (k: i64) = get_weights k
