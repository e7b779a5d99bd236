-- The prelude's `math` file does not open `soacs` (it imports it), so
-- the module made of it has no `map`.
-- ==
-- error: module `M` has no member `map`

module M = import "/prelude/math"

entry main (xs: []i32) = M.map (+ 1) xs
