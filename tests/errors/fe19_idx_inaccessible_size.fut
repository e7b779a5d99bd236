-- Error index "inaccessible-size", a program of runic's own: a record pattern whose field is the size of a later parameter.
-- ==
-- error: Parameter `v` refers to size `len`, which will not be accessible to the caller

def scale ({len, factor}: {len: i64, factor: f32}) (v: [len]f32) = map (* factor) v
def main (v: []f32) = scale {len = length v, factor = 2} v
