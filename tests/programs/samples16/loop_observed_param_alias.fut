-- A loop that consumes one parameter (`parents`, updated by scatter) and
-- only observes another (`ps`, started from an array bound outside the
-- loop and given back by a function whose non-unique result aliases its
-- arguments): the observed parameter's result may alias the outer array,
-- only a consumed parameter's result may not (error index
-- "consuming-loop-param-aliases").  A union-find normalisation step.

def step [m] [n] (is: [m]i64) (parents: *[n]i64) (ps: [m]i64) : (*[n]i64, [m]i64) =
  let ps' = map (\h -> if parents[h] < 0 then h else parents[h]) ps
  in (scatter parents is ps', ps')

def keep [m] (is: [m]i64) (ps: [m]i64) : [m]i64 = if m > 0 && ps[0] < 0 then is else ps

-- ==
-- entry: main
-- input { [2i64, 3i64] [-1i64, -1i64, 1i64, 2i64] 3i64 }
-- output { [-1i64, -1i64, 1i64, 1i64] [1i64, 1i64] }

entry main [m] [n] (is: [m]i64) (parents: *[n]i64) (rounds: i64) =
  let ps = is
  in loop (parents, ps) for _i < rounds do
       let (parents, ps') = step is parents ps
       in (parents, keep is ps')
