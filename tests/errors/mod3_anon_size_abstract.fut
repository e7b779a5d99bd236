-- A non-lifted abstract type may not be implemented by a type with an
-- anonymous size (language reference, "Size types": Modules).
-- ==
-- error: has an anonymous size, but the module type requires `type t`

module M : { type t val mk: i64 -> t } = { type t = []i32 def mk (n: i64) : t = replicate n 0 }
def main (x: i32) = x
