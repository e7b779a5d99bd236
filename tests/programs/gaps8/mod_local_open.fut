-- Language reference probe (gaps8): mod local open.
module M = {
  local module H = { def helper (x: i32) = x + 100 }
  open H
  def f (x: i32) = helper x * 2
}
-- ==
-- input { 1 } output { 202 }
entry main (x: i32) = M.f x
