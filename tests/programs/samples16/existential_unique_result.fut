-- A function whose result type is existential (`?[m].(...)`) with unique
-- components: the `*` components are fresh at every call (only the others
-- alias the arguments), so the caller may consume one while passing
-- another.  As containers' union-find `left_maximal_union`.

def split_done [n] [u] (parents: *[n]i64) (sizes: *[n]i64) (eqs: [u](i64, i64))
    : ?[m].(*[n]i64, *[n]i64, [m](i64, i64)) =
  let (done, rest) = partition (\(l, r) -> l < r) eqs
  let parents = scatter parents (map (.0) done) (map (.1) done)
  let sizes = reduce_by_index sizes (+) 0 (map (.1) done) (map (const 1) done)
  in (parents, sizes, rest)

def order [n] [u] (parents: *[n]i64) (sizes: [n]i64) (eqs: [u](i64, i64)) : (*[n]i64, [u](i64, i64)) =
  (parents with [0] = sizes[0], map (\(a, b) -> (b, a)) eqs)

-- ==
-- entry: main
-- input { [0i64, 1i64, 2i64, 3i64] [1i64, 1i64, 1i64, 1i64] [0i64, 3i64, 2i64] [1i64, 1i64, 0i64] }
-- output { [1i64, 1i64, 2i64, 3i64] [1i64, 2i64, 1i64, 1i64] [1i64, 0i64] [3i64, 2i64] }

entry main [n] [u] (parents: *[n]i64) (sizes: *[n]i64) (ls: [u]i64) (rs: [u]i64) =
  let (parents', sizes', rest) = split_done parents sizes (zip ls rs)
  let (parents'', rest') = order parents' sizes' rest
  let (a, b) = unzip rest'
  in (parents'', sizes', a, b)
