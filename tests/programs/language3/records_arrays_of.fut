-- Arrays of records: map over fields, sorting by a field, record
-- equality.
-- ==
-- input { [3, 1, 2] [30.0f32, 10.0f32, 20.0f32] } output { [1, 2, 3] [10.0f32, 20.0f32, 30.0f32] true }

type item = {key: i32, value: f32}

def min_item (a: item) (b: item) = if a.key <= b.key then a else b

entry main [n] (ks: [n]i32) (vs: [n]f32) =
  let items = map2 (\key value -> {key, value}) ks vs
  let sorted = loop (acc: [n]item) = items for i < n do
                 let rest = acc[i:]
                 let m = reduce min_item {key = i32.highest, value = 0} rest
                 let j = i + (loop j = 0 for (x, k) in zip rest (indices rest) do if x == m && j == 0 && k >= 0 then k + 1 else j) - 1
                 let tmp = acc[i]
                 let acc[i] = m
                 let acc[j] = tmp
                 in acc
  in (map (.key) sorted, map (.value) sorted, sorted[0] == {key = 1, value = 10})
