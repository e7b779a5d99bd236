-- Structural sum types sharing a constructor name, sized type abbreviations, attributes with arguments.
-- ==
-- input { 4i32 }
-- output { 4i32 8i32 12i32 0i32 1i32 }

type vec [n] = [n]i32
type a = #foo i32 | #bar
type b = #foo i32 | #baz bool

def fa (x: a) = match x case #foo v -> v case #bar -> 0
def fb (x: b) = match x case #foo v -> v * 2 case #baz _ -> 1

#[incremental_flattening(only_inner)]
def sum3 (v: vec [3]) = #[vectorise] (v[0] + v[1] + v[2])

entry main (x: i32) =
  let v : vec [3] = [x, x, x]
  in (fa (#foo x), fb (#foo x), sum3 v, fa #bar, fb (#baz true))
