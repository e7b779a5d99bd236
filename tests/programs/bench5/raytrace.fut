-- A small ray tracer: shapes are a sum type, vectors are records, and
-- each pixel shoots one ray and shades by the nearest hit.
-- ==
-- entry: main
-- input { 5i64 5i64 } output { [0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 1i32, 0i32, 0i32, 2i32, 2i32, 2i32, 2i32, 2i32, 2i32, 2i32, 2i32, 2i32, 2i32] }
-- ==
-- entry: hits
-- input { } output { [true, false, true] }

import "lib/vspace"

module V = vec3

type ray = {orig: V.t, dir: V.t}
type shape = #sphere {centre: V.t, radius: f32}
           | #plane {point: V.t, normal: V.t}
type hit = #miss | #hit f32

def intersect (r: ray) (s: shape) : hit =
  match s
  case #sphere {centre, radius} ->
    let oc = r.orig V.- centre
    let b = V.dot oc r.dir
    let c = V.dot oc oc - radius * radius
    let disc = b * b - c
    in if disc < 0 then #miss
       else let t = -b - f32.sqrt disc
            in if t > 1e-4 then #hit t else #miss
  case #plane {point, normal} ->
    let denom = V.dot normal r.dir
    in if f32.abs denom < 1e-6 then #miss
       else let t = V.dot (point V.- r.orig) normal / denom
            in if t > 1e-4 then #hit t else #miss

def nearest [n] (shapes: [n]shape) (r: ray) : (i32, f32) =
  let pick (i1, t1) (i2, t2) = if t1 <= t2 then (i1, t1) else (i2, t2)
  in reduce pick (-1, f32.inf)
       (map2 (\i s -> match intersect r s
                      case #hit t -> (i32.i64 i, t)
                      case #miss -> (-1, f32.inf))
             (iota n) shapes)

def scene : []shape =
  [ #sphere {centre = V.mk 0 0 5, radius = 1.5}
  , #plane {point = V.mk 0 (-1.5) 0, normal = V.mk 0 1 0} ]

def camera_ray (w: i64) (h: i64) (x: i64) (y: i64) : ray =
  let u = (f32.i64 x + 0.5) / f32.i64 w * 2 - 1
  let v = 1 - (f32.i64 y + 0.5) / f32.i64 h * 2
  in {orig = V.zero, dir = V.normalise (V.mk u v 1)}

-- 0: background, 1 + index of the shape hit otherwise.
entry main (w: i64) (h: i64) : []i32 =
  let img = tabulate_2d h w (\y x -> let (i, _) = nearest scene (camera_ray w h x y) in i + 1)
  in flatten img

entry hits : [3]bool =
  let r = {orig = V.zero, dir = V.mk 0 0 1}
  let is_hit (h: hit) = match h case #hit _ -> true case #miss -> false
  in [ is_hit (intersect r (scene[0]))
     , is_hit (intersect r (scene[1]))
     , is_hit (intersect (r with dir = V.mk 0 (-1) 0) (scene[1])) ]
