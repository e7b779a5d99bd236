-- The value written by an update may not alias the updated array.
-- ==
-- error: the value written into `xss` aliases it \(through `xss`\)

def main (xss: *[][]i32) = xss with [0] = xss[1]
