-- scan (map2 (+)) over rows of [k] vectors
def main [n][k] (rows: [n][k]i32) : [n][k]i32 = scan (map2 (+)) (replicate k 0) rows
