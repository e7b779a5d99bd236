-- Failing assertions are run-time errors; passing ones return the value.
-- ==
-- input { 4.0f64 } output { 2.0f64 }
-- input { -4.0f64 } error: Assertion is false

def safe_sqrt (x: f64) = assert (x >= 0) (f64.sqrt x)

entry main (x: f64) = safe_sqrt x
