-- A module made of a prelude file is not supported (the prelude is always
-- in scope; `import "/prelude/math"` is accepted).
-- ==
-- error: a module made of the prelude's file "/prelude/math" is not supported
module M = import "/prelude/math"
def main (x: f32) = M.f32.sqrt x
