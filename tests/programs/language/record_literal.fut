-- Record literals, field access, field punning and nested fields.
-- ==
-- input { 1f32 2f32 } output { 3f32 -4f32 2f32 }
-- input { 0.5f32 -4f32 } output { -3.5f32 8f32 -2f32 }
-- input { 0f32 0f32 } output { 0f32 0f32 0f32 }

type point = {x: f32, y: f32}

def add (a: point) (b: point) : point = {x = a.x + b.x, y = a.y + b.y}

def neg (p: point) : point = {x = -p.x, y = -p.y}

entry main (x: f32) (y: f32) =
  let p = {x, y}
  let q: point = {y = -p.y, x = p.x}
  let seg = {from = p, to = neg q, len = 2f32}
  let s = add seg.from seg.to
  in (p.x + p.y, s.x - s.y, seg.to.x * seg.len / 2f32 * -y)
