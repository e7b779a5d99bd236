-- Language reference probe (gaps8): mod type param spec.
module type container = { type cont 'a val single 'a: a -> cont a val unwrap 'a: cont a -> a }
module Box : container = { type cont 'a = {v: a} def single x = {v = x} def unwrap 'a (c: cont a) = c.v }
-- ==
-- input { } output { 5 true }
entry main = (Box.unwrap (Box.single 5i32), Box.unwrap (Box.single true))
