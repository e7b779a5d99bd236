-- An ascription with a module type that does not exist.
-- ==
-- error: Unknown module type "Sig"

module M : Sig = { def x = 1i32 }
def main (y: i32) = y
