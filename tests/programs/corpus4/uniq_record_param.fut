-- A unique record parameter updated field by field, returned unique.
-- ==
-- input { [1i64, 2i64, 3i64] }
-- output { [1i64, 2i64, 99i64] 6i64 }

type acc [n] = {data: [n]i64, total: i64}

def finish [n] (r: *acc [n]) : *acc [n] =
  let t = reduce (+) 0 r.data
  let d = r.data with [n - 1] = 99
  in {data = d, total = t}

entry main (xs: []i64) =
  let r = finish {data = copy xs, total = 0}
  in (r.data, r.total)
