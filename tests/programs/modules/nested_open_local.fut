-- Nested modules, `open`, `local`, qualified names and `M.(e)`.
-- ==
-- input { 3 } output { 9 14 6 4 }
-- input { 0 } output { 0 0 0 1 }

module geometry = {
  type point = {x: i32, y: i32}
  def origin : point = {x = 0, y = 0}
  def add (p: point) (q: point) : point = {x = p.x + q.x, y = p.y + q.y}

  module metric = {
    local def abs (a: i32) = if a < 0 then -a else a
    def manhattan (p: point) (q: point) = abs (p.x - q.x) + abs (p.y - q.y)
    def norm1 (p: point) = manhattan p origin
  }
}

module G = geometry   -- an alias: the same definitions

open geometry.metric

-- A name bound locally shadows the module's.
def shadow (origin: i32) = origin + 1

def main (k: i32) : (i32, i32, i32, i32) =
  let p : G.point = {x = k, y = 2 * k}
  let q = geometry.add p G.origin
  in ( k * 3
     , norm1 q + manhattan {x = 0, y = 0} {x = k * 5 / 3, y = 0}
     , geometry.(let r = add p p in r.x)
     , shadow k + 0 * G.metric.norm1 G.origin
     )
