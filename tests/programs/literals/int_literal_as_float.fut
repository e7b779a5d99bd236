-- An unsuffixed integer literal can be a float when the context says so.
-- ==
-- input { 0.5f32 } output { 3.5f32 }
def main (x: f32) = x + 3
