-- Local functions, closures capturing local variables, local polymorphic
-- functions and local recursion.
-- ==
-- input { 5i32 }
-- output { 120i32 [6i32, 7i32, 8i32] 5i32 true 15i32 }

entry main (n: i32) =
  let fact (k: i32) : i32 = loop acc = 1 for i < k do acc * (i + 1)
  let offset = n + 1
  let shift x = x + offset
  let id' 'a (x: a) : a = x
  let sumto (m: i32) : i32 =
    let go (acc: i32) (i: i32) = acc + i
    in foldl go 0 (map i32.i64 (iota (i64.i32 (m + 1))))
  in (fact n, map shift [0, 1, 2], id' n, id' true, sumto n)
