-- `default (f32)` declarations were removed from Futhark.
-- ==
-- error: unexpected `default`(.|\n)*were removed from Futhark
default (f32)
def main (x: f32) = x + 0.5
