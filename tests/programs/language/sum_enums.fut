-- Sum types without payloads used as enumerations: the same constructor
-- names in two different types (resolved by annotations), enums in
-- arrays, a histogram over an enum, and `match` returning arrays.
-- ==
-- input { [0i32, 1i32, 2i32, 1i32, 7i32] } output { [1i32, 2i32, 2i32] [2i32, 1i32, 0i32, 1i32, 0i32] [1i32, 0i32] }
-- input { empty([0]i32) } output { [0i32, 0i32, 0i32] empty([0]i32) [1i32, 0i32] }

type colour = #red | #green | #blue
type light = #red | #amber | #green

def colour_of (i: i32) : colour =
  match i
  case 0 -> #red
  case 1 -> #green
  case _ -> #blue

def index (c: colour) : i64 =
  match c
  case #red -> 0
  case #green -> 1
  case #blue -> 2

def next (l: light) : light =
  match l
  case #red -> #green
  case #green -> #amber
  case #amber -> #red

def code (l: light) : [2]i32 =
  match l
  case #red -> [1, 0]
  case #amber -> [1, 1]
  case #green -> [0, 1]

entry main (xs: []i32) =
  let cs = map colour_of xs
  let counts = hist (+) 0 3 (map index cs) (map (const 1) cs)
  let reversed = map (\c -> match c case #red -> 2i32 case #green -> 1 case #blue -> 0) cs
  in (counts, reversed, code (next (next (next #red))))
