-- A module that lacks a value its module type specifies (issue #538).
-- ==
-- error: Module does not define a value named scale

module type transform = { val scale : f32 -> f32 val shift : f32 -> f32 }

module half : transform = { def shift (x: f32) = x + 1 }

def main (x: f32) = half.shift x
