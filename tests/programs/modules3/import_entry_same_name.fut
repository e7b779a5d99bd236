-- An entry point may have the name of a top-level definition of a file
-- imported as a module: `module g = import "..."` binds the file's names
-- only under `g`, so `entry area = g.area` defines `area` once.
-- ==
-- entry: area
-- input { 3f32 4f32 } output { 12f32 }

-- ==
-- entry: perimeter
-- input { 3f32 4f32 } output { 14f32 }

-- ==
-- entry: scaled
-- input { 3f32 4f32 } output { 48f32 }

module g = import "lib/geometry"

entry area = g.area
entry perimeter (a: f32) (b: f32) = g.perimeter a b
entry scaled (w: f32) (h: f32) = g.scaled 2 w h
