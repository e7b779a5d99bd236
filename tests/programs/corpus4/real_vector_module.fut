-- A small 3-D vector library as a module with records, operators and a
-- polymorphic map over components.
-- ==
-- input { 1.0f64 2.0f64 2.0f64 }
-- output { 3.0f64 9.0f64 0.0f64 [2.0f64, 4.0f64, 4.0f64] }

module vec3 = {
  type t = {x: f64, y: f64, z: f64}
  def mk x y z : t = {x, y, z}
  def (a: t) +. (b: t) : t = {x = a.x + b.x, y = a.y + b.y, z = a.z + b.z}
  def dot (a: t) (b: t) = a.x * b.x + a.y * b.y + a.z * b.z
  def norm (a: t) = f64.sqrt (dot a a)
  def cross (a: t) (b: t) : t =
    {x = a.y * b.z - a.z * b.y, y = a.z * b.x - a.x * b.z, z = a.x * b.y - a.y * b.x}
  def to_array (a: t) = [a.x, a.y, a.z]
}

entry main (x: f64) (y: f64) (z: f64) =
  let v = vec3.mk x y z
  let c = vec3.cross v v
  in (vec3.norm v, vec3.dot v v, vec3.norm c, vec3.to_array (v vec3.+. v))
