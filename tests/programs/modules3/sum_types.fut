-- A sum type defined in a module, built and matched outside it.
-- ==
-- input { 2f32 } output { 12.566371f32 6f32 0f32 }

module shape = {
  type t = #circle f32 | #rect f32 f32 | #none
  def area (s: t) : f32 =
    match s
    case #circle r -> f32.pi * r * r
    case #rect w h -> w * h
    case #none -> 0
}

def main (x: f32) =
  let s : shape.t = #rect x 3
  in (shape.area (#circle x), shape.area s, shape.area #none)
