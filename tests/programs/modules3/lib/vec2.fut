-- A small 2-D vector library, parametric over the scalar type.

module type vector = {
  type scalar
  type vec
  val mk: scalar -> scalar -> vec
  val add: vec -> vec -> vec
  val scale: scalar -> vec -> vec
  val dot: vec -> vec -> scalar
  val x: vec -> scalar
  val y: vec -> scalar
}

module mk_vec2 (R: numeric) : vector with scalar = R.t = {
  type scalar = R.t
  type vec = {x: R.t, y: R.t}
  def mk (a: scalar) (b: scalar) : vec = {x = a, y = b}
  def add (a: vec) (b: vec) : vec = {x = a.x R.+ b.x, y = a.y R.+ b.y}
  def scale (k: scalar) (v: vec) : vec = {x = k R.* v.x, y = k R.* v.y}
  def dot (a: vec) (b: vec) : scalar = a.x R.* b.x R.+ a.y R.* b.y
  def x (v: vec) = v.x
  def y (v: vec) = v.y
}

local def helper_not_exported (x: i32) = x * 1000

def version : i32 = 2
