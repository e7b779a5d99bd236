-- A size-parametric sum type with array and record payloads as a loop
-- accumulator; a function returning a lambda, partially applied in a map;
-- a polymorphic size-parametric function returning a record with its
-- size; scan and reduce with record operators (also a record pattern in
-- a lambda); unzip3 of records and arrays; backticked operator sections;
-- a nested field section; `==` on sums with array payloads; flatten,
-- unflatten and `:>` with size expressions; a loop over a captured array.
-- ==
-- input { [1, 2, 3] [[1, 2], [3, 4], [5, 6]] }
-- output { [4, 5, 6] [2, 4, 6] 3i64 4 9 [1, 3, 6] 12 [1, 2, 3] [1, 2, 3] [1, 2, 3]
--          [-1, 0, 1] [1, 0, -1] 7 [true, false, false] [[1, 2], [3, 4], [5, 6]]
--          [[1, 2], [3, 4], [5, 6]] [31, 32, 33] }

type state [n] = #idle | #busy ([n]i32) | #done {sum: i32, last: [n]i32}
def adder (k: i32) : i32 -> i32 = \x -> x + k
def mk [n] 't (xs: [n]t) : {data: [n]t, len: i64} = {data = xs, len = n}
def sub (a: i32) (b: i32) = a - b
def step [n] (s: state [n]) (xs: [n]i32) : state [n] =
  match s
  case #idle -> #busy xs
  case #busy ys -> #done {sum = i32.sum (map2 (+) xs ys), last = ys}
  case #done r -> if r.sum > 0 then #busy (map2 (-) r.last xs) else #idle
def main [n][m] (xs: [n]i32) (yss: [n][m]i32) =
  let a = map (adder 3) xs
  let b = map2 (\k x -> adder k x) xs xs
  let r = mk (zip xs a)
  let st = loop s = (#idle : state [n]) for i < 4 do step s (map (+ i32.i64 i) xs)
  let stv = match st case #idle -> 0 case #busy v -> i32.sum v case #done d -> d.sum
  let sc = scan (\p q -> {a = p.a + q.a, b = i32.max p.b q.b}) {a = 0, b = i32.lowest} (map (\x -> {a = x, b = x}) xs)
  let rd = reduce (\{a, b} {a = a2, b = b2} -> {a = a + a2, b = b ^ b2}) {a = 0, b = 0} (map (\x -> {a = x, b = x * 3}) xs)
  let (u, v, w) = unzip3 (map (\x -> (x, {q = x}, [x, x])) xs)
  let bt = map (`sub` 2) xs
  let bt2 = map (2 `sub`) xs
  let fld = (.a.b) {a = {b = 7i32}}
  let eqs = map (\x -> (if x > 0 then #busy [x] else #idle : state [1]) == #busy [1]) xs
  let flat = flatten yss
  let back = unflatten (flat :> [n*m]i32)
  let three = unflatten (flatten (map (\row -> unflatten (row :> [m*1]i32)) yss))
  let capt = let c = a in loop acc = xs for _i < 2 do map (\x -> x + i32.sum c) acc
  in (a, b, r.len, r.data[0].1, stv, map (.a) sc, rd.b, u, map (.q) v, map (.[1]) w, bt, bt2, fld, eqs, back, map (map (.[0])) three, capt)
