-- `default` after another declaration reads as part of its body (an
-- unknown variable); it gets the same hint as at the top.
-- ==
-- error: "default"(.|\n)*were removed from Futhark
def half (x: f32) = x / 2
default (f32)
def main (x: f32) = half x
