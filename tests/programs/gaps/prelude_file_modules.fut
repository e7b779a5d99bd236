-- The prelude's files as modules: `module M = import "/prelude/math"`
-- (its numeric modules and module types), `open import`, and the other
-- files (`soacs`, `array`, `zip`, `functional`, `prelude`), with their
-- operators qualified (`F.|>`).
-- ==
-- input { [1, 2, 3] }
-- output { 6i32 3i64 [4i32, 3i32, 2i32] [1i32, 2i32, 3i32] 4i64 2.0f32 }

module A = import "/prelude/array"
module F = import "/prelude/functional"
module P = import "/prelude/prelude"
module M = import "/prelude/math"
open import "/prelude/soacs"

module Sum (N: M.numeric) = {
  def sum (xs: []N.t) = reduce (N.+) (N.i32 0) xs
}
module S32 = Sum M.i32

entry main (xs: []i32) =
  (S32.sum xs,
   A.length xs,
   xs F.|> P.map (+ 1) |> A.reverse,
   A.zip xs xs |> P.unzip |> (.0),
   M.i64.max 3 4,
   M.f32.sqrt 4)
