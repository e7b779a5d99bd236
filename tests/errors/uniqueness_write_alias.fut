-- The value written by an update may not alias the updated array.
-- ==
-- error: Source array for in-place update `xss` might alias the update value: the value written into `xss` aliases it \(through `xss`\)

def main (xss: *[][]i32) = xss with [0] = xss[1]
