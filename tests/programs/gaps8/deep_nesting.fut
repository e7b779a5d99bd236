-- Records of tuples of arrays of records, projected and updated.
type inner = {v: [2]i32, w: (bool, f32)}
type outer = {a: [2]inner, b: (i32, {c: i32})}
-- ==
-- input { } output { 4 true 9 [[1,2],[5,4]] }
entry main =
  let o: outer = {a = [{v = [1,2], w = (true, 1)}, {v = [3,4], w = (false, 2)}], b = (7, {c = 9})}
  let o2 = o with a = map (\(r: inner) -> r with v = [r.v[0] + 2 * (r.v[0] / 3), r.v[1]]) o.a
  in (o.a[1].v[1], o.a[0].w.0, o.b.1.c, map (.v) o2.a)
