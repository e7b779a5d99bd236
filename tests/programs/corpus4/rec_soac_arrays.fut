-- Arrays of records through map, reduce, scan and filter.
-- ==
-- input { [1, 2, 3, 4, 5] }
-- output { 15 3i64 [1, 3, 6, 10, 15] [2, 4] }

type item = {key: i32, even: bool}

entry main (xs: []i32) =
  let items = map (\x -> {key = x, even = x % 2 == 0}) xs
  let total = reduce (\a b -> {key = a.key + b.key, even = a.even && b.even}) {key = 0, even = true} items
  let odds = filter (\it -> !it.even) items
  let sums = scan (\(a: item) b -> a with key = a.key + b.key) {key = 0, even = false} items
  in (total.key, length odds, map (.key) sums, map (.key) (filter (.even) items))
