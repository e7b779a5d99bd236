-- Tuples and records: construction, projection, patterns, updates,
-- tuple fields by number, records with tuple fields.
-- ==
-- input { 3 } output { 4 6 [1, 2] 7.0f32 3 true }

type point = {x: i32, y: i32}
type~ shape = {pos: point, size: (f32, f32), tag: []i32}

def move (p: point) (d: i32) : point = p with x = p.x + d

def main (k: i32) =
  let s : shape = {pos = {x = 1, y = k * 2}, size = (3, 4), tag = [1, 2]}
  let s2 = s with pos.x = 4
  let {pos = {x, y}, size = (w, h), tag} = s2
  let t = (1, (2, 3))
  let p = move {y = 0, x = 0} 3
  in (x, y, tag, w + h, p.x, t.1.1 == 3 && t.0 == 1)
