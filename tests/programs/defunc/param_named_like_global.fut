-- A functional parameter may have the name of the top-level function
-- passed to it, and a local binding may hide the name of a top-level
-- function that a functional argument refers to: each reference still
-- reaches the right value (the parameter is the function value, the
-- top-level definition keeps its meaning inside the instance).
-- ==
-- input { 3.0f32 } output { 10.0f32 5.0f32 7.0f32 }

def sq (x: f32) = x * x

def inc (v: f32) = v + 1

def call_it (sq: f32 -> f32) (x: f32) = sq x + 1

def twice (h: f32 -> f32) (inc: f32) = h (h inc)

def with_deriv (sq: f32 -> f32) (x: f32) =
  let helper y = jvp sq y 1
  in helper x + 1

def main (x: f32) = (call_it sq x, twice inc x, with_deriv sq x)
