-- Compile error (Futhark: a loop parameter cannot be a function), the
-- function a field of a record loop parameter.
-- ==
-- error: 7:11: error: a loop parameter cannot be a function \(its type is `\{g: i32 -> i32, n: i32\}`\)

def main (x: i32) =
  let r = loop st = {g = (\(y: i32) -> y), n = 0} for _i < 3 do st with n = st.n + 1
  in r.g x + r.n
