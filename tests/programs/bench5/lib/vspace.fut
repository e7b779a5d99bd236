-- Vector spaces over f32: a module type and 2-D/3-D instances with
-- records, in the style of the vector libraries benchmark programs use.

module type vector = {
  type t
  val zero : t
  val + : t -> t -> t
  val - : t -> t -> t
  val scale : f32 -> t -> t
  val dot : t -> t -> f32
  val map : (f32 -> f32) -> t -> t
}

module vec2 : vector with t = {x: f32, y: f32} = {
  type t = {x: f32, y: f32}
  def zero : t = {x = 0, y = 0}
  def (a: t) + (b: t) : t = {x = a.x f32.+ b.x, y = a.y f32.+ b.y}
  def (a: t) - (b: t) : t = {x = a.x f32.- b.x, y = a.y f32.- b.y}
  def scale (s: f32) ({x, y}: t) : t = {x = s * x, y = s * y}
  def dot (a: t) (b: t) = f32.sum [a.x * b.x, a.y * b.y]
  def map (f: f32 -> f32) (a: t) : t = {x = f a.x, y = f a.y}
}

module vec3 = {
  type t = {x: f32, y: f32, z: f32}
  def zero : t = {x = 0, y = 0, z = 0}
  def mk x y z : t = {x, y, z}
  def (a: t) + (b: t) : t = {x = a.x f32.+ b.x, y = a.y f32.+ b.y, z = a.z f32.+ b.z}
  def (a: t) - (b: t) : t = {x = a.x f32.- b.x, y = a.y f32.- b.y, z = a.z f32.- b.z}
  def scale (s: f32) (a: t) : t = a with x = s * a.x with y = s * a.y with z = s * a.z
  def dot (a: t) (b: t) = a.x * b.x f32.+ a.y * b.y f32.+ a.z * b.z
  def map (f: f32 -> f32) (a: t) : t = {x = f a.x, y = f a.y, z = f a.z}
  def cross (a: t) (b: t) : t =
    {x = a.y * b.z f32.- a.z * b.y, y = a.z * b.x f32.- a.x * b.z, z = a.x * b.y f32.- a.y * b.x}
  def norm (a: t) = f32.sqrt (dot a a)
  def normalise (a: t) : t = scale (1 / norm a) a
}

-- Operations every vector space gets.
module mk_ops (V: vector) = {
  def sum [n] (vs: [n]V.t) : V.t = reduce (V.+) V.zero vs
  def norm_sq (v: V.t) = V.dot v v
  def lerp (a: V.t) (b: V.t) (s: f32) = a V.+ V.scale s (b V.- a)
  def centroid [n] (vs: [n]V.t) = V.scale (1 / f32.i64 n) (sum vs)
}
