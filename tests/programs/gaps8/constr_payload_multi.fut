-- Constructors with several payload components; `#foo #bar` is `#foo`
-- applied to `#bar`.
type inner = #bar | #baz
type t = #foo inner | #pair i32 f32 bool
def f (x: t) : i32 = match x
  case #foo #bar -> 1
  case #foo #baz -> 2
  case #pair a _ true -> a
  case #pair _ b false -> i32.f32 b
-- ==
-- input { } output { [1, 2, 7, 3] }
entry main = map f [#foo #bar, #foo #baz, #pair 7 0 true, #pair 0 3.5 false]
