-- Compile error (missing signature member): the module lacks a value its
-- module type requires.
-- ==
-- error: module `M` does not define the value `one`(.|\n)*val one : t

module type monoid = { type t val zero : t val one : t }

module M : monoid = {
  type t = i32
  def zero = 0i32
}

def main = 0i32
