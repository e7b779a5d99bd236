-- `unsafe e` is old syntax: the hint names the attribute `#[unsafe]`.
-- ==
-- error: Unknown name "unsafe"(.|\n)*#\[unsafe\] e
def last [n] (xs: [n]f32) = unsafe xs[n-1]
def main (xs: []f32) = last xs
