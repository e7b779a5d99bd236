-- Floating-point literals: exponents, suffixes, hexadecimal floats and
-- separators.
-- ==
-- input { } output { 1500.0f64 0.00025f32 15.5f64 2.5f16 1000.5f32 }

def a = 1.5e3
def b : f32 = 2.5e-4
def c = 0x1.fp3
def d = 2.5f16
def e = 1_000.5f32

entry main = (a, b, c, d, e)
