type point0 = {x: f32, y: f32}
type shape0 = #circle point0 f32 | #rect point0 point0 | #empty

def area0 (s: shape0) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist0 (p: point0) (q: point0) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre0 [n] (ps: [n]point0) : point0 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin0 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth0 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate0 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth0 xs

def histogram0 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running0 xs = scan (+) 0i64 xs

def pairs0 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify0 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos0 xs =
  let f c = match classify0 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec0 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm0 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main0 (xs: []f32) (k: i32) =
  let ys = iterate0 k xs
  in (norm0 ys, area0 (#circle {x = 0, y = 0} ys[0]))

type point1 = {x: f32, y: f32}
type shape1 = #circle point1 f32 | #rect point1 point1 | #empty

def area1 (s: shape1) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist1 (p: point1) (q: point1) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre1 [n] (ps: [n]point1) : point1 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin1 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth1 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate1 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth1 xs

def histogram1 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running1 xs = scan (+) 0i64 xs

def pairs1 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify1 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos1 xs =
  let f c = match classify1 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec1 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm1 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main1 (xs: []f32) (k: i32) =
  let ys = iterate1 k xs
  in (norm1 ys, area1 (#circle {x = 0, y = 0} ys[0]))

type point2 = {x: f32, y: f32}
type shape2 = #circle point2 f32 | #rect point2 point2 | #empty

def area2 (s: shape2) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist2 (p: point2) (q: point2) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre2 [n] (ps: [n]point2) : point2 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin2 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth2 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate2 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth2 xs

def histogram2 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running2 xs = scan (+) 0i64 xs

def pairs2 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify2 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos2 xs =
  let f c = match classify2 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec2 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm2 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main2 (xs: []f32) (k: i32) =
  let ys = iterate2 k xs
  in (norm2 ys, area2 (#circle {x = 0, y = 0} ys[0]))

type point3 = {x: f32, y: f32}
type shape3 = #circle point3 f32 | #rect point3 point3 | #empty

def area3 (s: shape3) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist3 (p: point3) (q: point3) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre3 [n] (ps: [n]point3) : point3 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin3 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth3 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate3 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth3 xs

def histogram3 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running3 xs = scan (+) 0i64 xs

def pairs3 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify3 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos3 xs =
  let f c = match classify3 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec3 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm3 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main3 (xs: []f32) (k: i32) =
  let ys = iterate3 k xs
  in (norm3 ys, area3 (#circle {x = 0, y = 0} ys[0]))

type point4 = {x: f32, y: f32}
type shape4 = #circle point4 f32 | #rect point4 point4 | #empty

def area4 (s: shape4) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist4 (p: point4) (q: point4) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre4 [n] (ps: [n]point4) : point4 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin4 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth4 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate4 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth4 xs

def histogram4 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running4 xs = scan (+) 0i64 xs

def pairs4 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify4 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos4 xs =
  let f c = match classify4 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec4 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm4 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main4 (xs: []f32) (k: i32) =
  let ys = iterate4 k xs
  in (norm4 ys, area4 (#circle {x = 0, y = 0} ys[0]))

type point5 = {x: f32, y: f32}
type shape5 = #circle point5 f32 | #rect point5 point5 | #empty

def area5 (s: shape5) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist5 (p: point5) (q: point5) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre5 [n] (ps: [n]point5) : point5 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin5 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth5 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate5 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth5 xs

def histogram5 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running5 xs = scan (+) 0i64 xs

def pairs5 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify5 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos5 xs =
  let f c = match classify5 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec5 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm5 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main5 (xs: []f32) (k: i32) =
  let ys = iterate5 k xs
  in (norm5 ys, area5 (#circle {x = 0, y = 0} ys[0]))

type point6 = {x: f32, y: f32}
type shape6 = #circle point6 f32 | #rect point6 point6 | #empty

def area6 (s: shape6) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist6 (p: point6) (q: point6) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre6 [n] (ps: [n]point6) : point6 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin6 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth6 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate6 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth6 xs

def histogram6 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running6 xs = scan (+) 0i64 xs

def pairs6 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify6 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos6 xs =
  let f c = match classify6 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec6 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm6 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main6 (xs: []f32) (k: i32) =
  let ys = iterate6 k xs
  in (norm6 ys, area6 (#circle {x = 0, y = 0} ys[0]))

type point7 = {x: f32, y: f32}
type shape7 = #circle point7 f32 | #rect point7 point7 | #empty

def area7 (s: shape7) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist7 (p: point7) (q: point7) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre7 [n] (ps: [n]point7) : point7 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin7 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth7 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate7 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth7 xs

def histogram7 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running7 xs = scan (+) 0i64 xs

def pairs7 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify7 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos7 xs =
  let f c = match classify7 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec7 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm7 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main7 (xs: []f32) (k: i32) =
  let ys = iterate7 k xs
  in (norm7 ys, area7 (#circle {x = 0, y = 0} ys[0]))

type point8 = {x: f32, y: f32}
type shape8 = #circle point8 f32 | #rect point8 point8 | #empty

def area8 (s: shape8) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist8 (p: point8) (q: point8) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre8 [n] (ps: [n]point8) : point8 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin8 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth8 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate8 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth8 xs

def histogram8 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running8 xs = scan (+) 0i64 xs

def pairs8 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify8 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos8 xs =
  let f c = match classify8 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec8 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm8 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main8 (xs: []f32) (k: i32) =
  let ys = iterate8 k xs
  in (norm8 ys, area8 (#circle {x = 0, y = 0} ys[0]))

