-- `/futlib/` was the old home of the prelude.
-- ==
-- error: cannot import "/futlib/math"(.|\n)*the prelude is always in scope, so drop the import
import "/futlib/math"
def main (x: f32) = f32.sqrt x
