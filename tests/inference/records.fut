-- Records, sums and type abbreviations.
type point = {x: f32, y: f32}
type shape = #circle point f32 | #rect point point
type pair 'a 'b = (a, b)
def origin : point = {x = 0, y = 0}
def norm (p: point) = f32.sqrt (p.x * p.x + p.y * p.y)
def area (s: shape) = match s
  case #circle _ r -> 3.14 * r * r
  case #rect a b -> (b.x - a.x) * (b.y - a.y)
def mk 'a 'b (x: a) (y: b) : pair a b = (x, y)
def move (p: point) = p with x = p.x + 1
-- types:
-- def origin : {x: f32, y: f32}
-- def norm : {x: f32, y: f32} -> f32
-- def area : (#circle {x: f32, y: f32} f32 | #rect {x: f32, y: f32} {x: f32, y: f32}) -> f32
-- def mk 'a 'b : a -> b -> (a, b)
-- def move : {x: f32, y: f32} -> {x: f32, y: f32}
