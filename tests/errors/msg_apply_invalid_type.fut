-- Futhark's wording for an argument of the wrong type (futcam issue #8,
-- futhark issues #1153, #2049).
-- ==
-- error: Cannot apply "scale" to "flag" \(invalid type\)

def scale (k: f32) (x: f32) = k * x

def main (flag: bool) (x: f32) = scale flag x
