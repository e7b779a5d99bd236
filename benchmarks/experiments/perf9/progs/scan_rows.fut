-- map (scan (+) 0) xss
def main [m][n] (xss: [m][n]i32) : [m][n]i32 = map (scan (+) 0) xss
