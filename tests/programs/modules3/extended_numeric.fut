-- A module type that includes a prelude module type and adds to it, as
-- the type of a functor parameter.
-- ==
-- input { 16f32 } output { 4f32 8.0 }

module type field = {
  include real
  val half: t -> t
}

module sqrt_half (F: field) = { def go (x: F.t) = F.half (F.sqrt x) F.* F.i32 2 }

module f32h = { open f32 def half (x: f32) = x / 2 }
module f64h = { open f64 def half (x: f64) = x / 2 }

module A = sqrt_half f32h
module B = sqrt_half f64h

def main (x: f32) = (A.go x, B.go (f64.f32 x) * 2)
