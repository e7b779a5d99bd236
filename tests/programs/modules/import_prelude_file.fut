-- Importing one of the prelude's files by its absolute path adds nothing:
-- the prelude is always in scope.
-- ==
-- input { [3f32, -4f32] } output { 5f32 }
import "/prelude/math"
import "/prelude/soacs"

def norm [n] (xs: [n]f32) = f32.sqrt (reduce (+) 0 (map (\x -> x * x) xs))
def main (xs: []f32) = norm xs
