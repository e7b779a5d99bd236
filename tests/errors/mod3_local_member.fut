-- A `local` definition is not a member of its module.
-- ==
-- error: has no member `helper`

module M = {
  local def helper (x: i32) = x * 2
  def f (x: i32) = helper x
}
def main (y: i32) = M.helper y
