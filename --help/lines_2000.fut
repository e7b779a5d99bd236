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

type point9 = {x: f32, y: f32}
type shape9 = #circle point9 f32 | #rect point9 point9 | #empty

def area9 (s: shape9) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist9 (p: point9) (q: point9) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre9 [n] (ps: [n]point9) : point9 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin9 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth9 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate9 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth9 xs

def histogram9 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running9 xs = scan (+) 0i64 xs

def pairs9 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify9 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos9 xs =
  let f c = match classify9 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec9 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm9 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main9 (xs: []f32) (k: i32) =
  let ys = iterate9 k xs
  in (norm9 ys, area9 (#circle {x = 0, y = 0} ys[0]))

type point10 = {x: f32, y: f32}
type shape10 = #circle point10 f32 | #rect point10 point10 | #empty

def area10 (s: shape10) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist10 (p: point10) (q: point10) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre10 [n] (ps: [n]point10) : point10 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin10 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth10 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate10 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth10 xs

def histogram10 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running10 xs = scan (+) 0i64 xs

def pairs10 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify10 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos10 xs =
  let f c = match classify10 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec10 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm10 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main10 (xs: []f32) (k: i32) =
  let ys = iterate10 k xs
  in (norm10 ys, area10 (#circle {x = 0, y = 0} ys[0]))

type point11 = {x: f32, y: f32}
type shape11 = #circle point11 f32 | #rect point11 point11 | #empty

def area11 (s: shape11) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist11 (p: point11) (q: point11) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre11 [n] (ps: [n]point11) : point11 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin11 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth11 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate11 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth11 xs

def histogram11 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running11 xs = scan (+) 0i64 xs

def pairs11 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify11 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos11 xs =
  let f c = match classify11 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec11 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm11 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main11 (xs: []f32) (k: i32) =
  let ys = iterate11 k xs
  in (norm11 ys, area11 (#circle {x = 0, y = 0} ys[0]))

type point12 = {x: f32, y: f32}
type shape12 = #circle point12 f32 | #rect point12 point12 | #empty

def area12 (s: shape12) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist12 (p: point12) (q: point12) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre12 [n] (ps: [n]point12) : point12 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin12 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth12 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate12 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth12 xs

def histogram12 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running12 xs = scan (+) 0i64 xs

def pairs12 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify12 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos12 xs =
  let f c = match classify12 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec12 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm12 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main12 (xs: []f32) (k: i32) =
  let ys = iterate12 k xs
  in (norm12 ys, area12 (#circle {x = 0, y = 0} ys[0]))

type point13 = {x: f32, y: f32}
type shape13 = #circle point13 f32 | #rect point13 point13 | #empty

def area13 (s: shape13) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist13 (p: point13) (q: point13) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre13 [n] (ps: [n]point13) : point13 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin13 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth13 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate13 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth13 xs

def histogram13 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running13 xs = scan (+) 0i64 xs

def pairs13 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify13 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos13 xs =
  let f c = match classify13 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec13 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm13 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main13 (xs: []f32) (k: i32) =
  let ys = iterate13 k xs
  in (norm13 ys, area13 (#circle {x = 0, y = 0} ys[0]))

type point14 = {x: f32, y: f32}
type shape14 = #circle point14 f32 | #rect point14 point14 | #empty

def area14 (s: shape14) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist14 (p: point14) (q: point14) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre14 [n] (ps: [n]point14) : point14 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin14 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth14 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate14 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth14 xs

def histogram14 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running14 xs = scan (+) 0i64 xs

def pairs14 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify14 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos14 xs =
  let f c = match classify14 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec14 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm14 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main14 (xs: []f32) (k: i32) =
  let ys = iterate14 k xs
  in (norm14 ys, area14 (#circle {x = 0, y = 0} ys[0]))

type point15 = {x: f32, y: f32}
type shape15 = #circle point15 f32 | #rect point15 point15 | #empty

def area15 (s: shape15) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist15 (p: point15) (q: point15) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre15 [n] (ps: [n]point15) : point15 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin15 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth15 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate15 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth15 xs

def histogram15 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running15 xs = scan (+) 0i64 xs

def pairs15 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify15 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos15 xs =
  let f c = match classify15 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec15 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm15 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main15 (xs: []f32) (k: i32) =
  let ys = iterate15 k xs
  in (norm15 ys, area15 (#circle {x = 0, y = 0} ys[0]))

type point16 = {x: f32, y: f32}
type shape16 = #circle point16 f32 | #rect point16 point16 | #empty

def area16 (s: shape16) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist16 (p: point16) (q: point16) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre16 [n] (ps: [n]point16) : point16 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin16 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth16 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate16 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth16 xs

def histogram16 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running16 xs = scan (+) 0i64 xs

def pairs16 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify16 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos16 xs =
  let f c = match classify16 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec16 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm16 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main16 (xs: []f32) (k: i32) =
  let ys = iterate16 k xs
  in (norm16 ys, area16 (#circle {x = 0, y = 0} ys[0]))

type point17 = {x: f32, y: f32}
type shape17 = #circle point17 f32 | #rect point17 point17 | #empty

def area17 (s: shape17) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist17 (p: point17) (q: point17) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre17 [n] (ps: [n]point17) : point17 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin17 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth17 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate17 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth17 xs

def histogram17 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running17 xs = scan (+) 0i64 xs

def pairs17 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify17 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos17 xs =
  let f c = match classify17 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec17 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm17 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main17 (xs: []f32) (k: i32) =
  let ys = iterate17 k xs
  in (norm17 ys, area17 (#circle {x = 0, y = 0} ys[0]))

type point18 = {x: f32, y: f32}
type shape18 = #circle point18 f32 | #rect point18 point18 | #empty

def area18 (s: shape18) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist18 (p: point18) (q: point18) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre18 [n] (ps: [n]point18) : point18 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin18 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth18 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate18 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth18 xs

def histogram18 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running18 xs = scan (+) 0i64 xs

def pairs18 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify18 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos18 xs =
  let f c = match classify18 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec18 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm18 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main18 (xs: []f32) (k: i32) =
  let ys = iterate18 k xs
  in (norm18 ys, area18 (#circle {x = 0, y = 0} ys[0]))

type point19 = {x: f32, y: f32}
type shape19 = #circle point19 f32 | #rect point19 point19 | #empty

def area19 (s: shape19) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist19 (p: point19) (q: point19) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre19 [n] (ps: [n]point19) : point19 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin19 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth19 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate19 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth19 xs

def histogram19 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running19 xs = scan (+) 0i64 xs

def pairs19 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify19 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos19 xs =
  let f c = match classify19 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec19 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm19 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main19 (xs: []f32) (k: i32) =
  let ys = iterate19 k xs
  in (norm19 ys, area19 (#circle {x = 0, y = 0} ys[0]))

type point20 = {x: f32, y: f32}
type shape20 = #circle point20 f32 | #rect point20 point20 | #empty

def area20 (s: shape20) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist20 (p: point20) (q: point20) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre20 [n] (ps: [n]point20) : point20 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin20 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth20 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate20 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth20 xs

def histogram20 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running20 xs = scan (+) 0i64 xs

def pairs20 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify20 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos20 xs =
  let f c = match classify20 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec20 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm20 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main20 (xs: []f32) (k: i32) =
  let ys = iterate20 k xs
  in (norm20 ys, area20 (#circle {x = 0, y = 0} ys[0]))

type point21 = {x: f32, y: f32}
type shape21 = #circle point21 f32 | #rect point21 point21 | #empty

def area21 (s: shape21) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist21 (p: point21) (q: point21) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre21 [n] (ps: [n]point21) : point21 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin21 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth21 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate21 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth21 xs

def histogram21 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running21 xs = scan (+) 0i64 xs

def pairs21 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify21 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos21 xs =
  let f c = match classify21 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec21 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm21 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main21 (xs: []f32) (k: i32) =
  let ys = iterate21 k xs
  in (norm21 ys, area21 (#circle {x = 0, y = 0} ys[0]))

type point22 = {x: f32, y: f32}
type shape22 = #circle point22 f32 | #rect point22 point22 | #empty

def area22 (s: shape22) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist22 (p: point22) (q: point22) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre22 [n] (ps: [n]point22) : point22 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin22 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth22 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate22 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth22 xs

def histogram22 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running22 xs = scan (+) 0i64 xs

def pairs22 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify22 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos22 xs =
  let f c = match classify22 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec22 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm22 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main22 (xs: []f32) (k: i32) =
  let ys = iterate22 k xs
  in (norm22 ys, area22 (#circle {x = 0, y = 0} ys[0]))

type point23 = {x: f32, y: f32}
type shape23 = #circle point23 f32 | #rect point23 point23 | #empty

def area23 (s: shape23) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist23 (p: point23) (q: point23) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre23 [n] (ps: [n]point23) : point23 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin23 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth23 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate23 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth23 xs

def histogram23 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running23 xs = scan (+) 0i64 xs

def pairs23 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify23 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos23 xs =
  let f c = match classify23 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec23 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm23 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main23 (xs: []f32) (k: i32) =
  let ys = iterate23 k xs
  in (norm23 ys, area23 (#circle {x = 0, y = 0} ys[0]))

type point24 = {x: f32, y: f32}
type shape24 = #circle point24 f32 | #rect point24 point24 | #empty

def area24 (s: shape24) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist24 (p: point24) (q: point24) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre24 [n] (ps: [n]point24) : point24 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin24 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth24 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate24 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth24 xs

def histogram24 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running24 xs = scan (+) 0i64 xs

def pairs24 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify24 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos24 xs =
  let f c = match classify24 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec24 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm24 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main24 (xs: []f32) (k: i32) =
  let ys = iterate24 k xs
  in (norm24 ys, area24 (#circle {x = 0, y = 0} ys[0]))

type point25 = {x: f32, y: f32}
type shape25 = #circle point25 f32 | #rect point25 point25 | #empty

def area25 (s: shape25) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist25 (p: point25) (q: point25) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre25 [n] (ps: [n]point25) : point25 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin25 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth25 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate25 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth25 xs

def histogram25 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running25 xs = scan (+) 0i64 xs

def pairs25 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify25 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos25 xs =
  let f c = match classify25 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec25 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm25 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main25 (xs: []f32) (k: i32) =
  let ys = iterate25 k xs
  in (norm25 ys, area25 (#circle {x = 0, y = 0} ys[0]))

type point26 = {x: f32, y: f32}
type shape26 = #circle point26 f32 | #rect point26 point26 | #empty

def area26 (s: shape26) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist26 (p: point26) (q: point26) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre26 [n] (ps: [n]point26) : point26 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin26 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth26 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate26 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth26 xs

def histogram26 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running26 xs = scan (+) 0i64 xs

def pairs26 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify26 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos26 xs =
  let f c = match classify26 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec26 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm26 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main26 (xs: []f32) (k: i32) =
  let ys = iterate26 k xs
  in (norm26 ys, area26 (#circle {x = 0, y = 0} ys[0]))

type point27 = {x: f32, y: f32}
type shape27 = #circle point27 f32 | #rect point27 point27 | #empty

def area27 (s: shape27) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist27 (p: point27) (q: point27) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre27 [n] (ps: [n]point27) : point27 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin27 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth27 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate27 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth27 xs

def histogram27 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running27 xs = scan (+) 0i64 xs

def pairs27 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify27 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos27 xs =
  let f c = match classify27 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec27 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm27 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main27 (xs: []f32) (k: i32) =
  let ys = iterate27 k xs
  in (norm27 ys, area27 (#circle {x = 0, y = 0} ys[0]))

type point28 = {x: f32, y: f32}
type shape28 = #circle point28 f32 | #rect point28 point28 | #empty

def area28 (s: shape28) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist28 (p: point28) (q: point28) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre28 [n] (ps: [n]point28) : point28 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin28 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth28 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate28 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth28 xs

def histogram28 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running28 xs = scan (+) 0i64 xs

def pairs28 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify28 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos28 xs =
  let f c = match classify28 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec28 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm28 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main28 (xs: []f32) (k: i32) =
  let ys = iterate28 k xs
  in (norm28 ys, area28 (#circle {x = 0, y = 0} ys[0]))

type point29 = {x: f32, y: f32}
type shape29 = #circle point29 f32 | #rect point29 point29 | #empty

def area29 (s: shape29) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist29 (p: point29) (q: point29) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre29 [n] (ps: [n]point29) : point29 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin29 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth29 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate29 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth29 xs

def histogram29 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running29 xs = scan (+) 0i64 xs

def pairs29 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify29 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos29 xs =
  let f c = match classify29 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec29 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm29 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main29 (xs: []f32) (k: i32) =
  let ys = iterate29 k xs
  in (norm29 ys, area29 (#circle {x = 0, y = 0} ys[0]))

type point30 = {x: f32, y: f32}
type shape30 = #circle point30 f32 | #rect point30 point30 | #empty

def area30 (s: shape30) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist30 (p: point30) (q: point30) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre30 [n] (ps: [n]point30) : point30 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin30 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth30 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate30 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth30 xs

def histogram30 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running30 xs = scan (+) 0i64 xs

def pairs30 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify30 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos30 xs =
  let f c = match classify30 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec30 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm30 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main30 (xs: []f32) (k: i32) =
  let ys = iterate30 k xs
  in (norm30 ys, area30 (#circle {x = 0, y = 0} ys[0]))

type point31 = {x: f32, y: f32}
type shape31 = #circle point31 f32 | #rect point31 point31 | #empty

def area31 (s: shape31) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist31 (p: point31) (q: point31) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre31 [n] (ps: [n]point31) : point31 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin31 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth31 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate31 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth31 xs

def histogram31 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running31 xs = scan (+) 0i64 xs

def pairs31 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify31 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos31 xs =
  let f c = match classify31 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec31 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm31 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main31 (xs: []f32) (k: i32) =
  let ys = iterate31 k xs
  in (norm31 ys, area31 (#circle {x = 0, y = 0} ys[0]))

type point32 = {x: f32, y: f32}
type shape32 = #circle point32 f32 | #rect point32 point32 | #empty

def area32 (s: shape32) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist32 (p: point32) (q: point32) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre32 [n] (ps: [n]point32) : point32 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin32 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth32 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate32 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth32 xs

def histogram32 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running32 xs = scan (+) 0i64 xs

def pairs32 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify32 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos32 xs =
  let f c = match classify32 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec32 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm32 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main32 (xs: []f32) (k: i32) =
  let ys = iterate32 k xs
  in (norm32 ys, area32 (#circle {x = 0, y = 0} ys[0]))

type point33 = {x: f32, y: f32}
type shape33 = #circle point33 f32 | #rect point33 point33 | #empty

def area33 (s: shape33) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist33 (p: point33) (q: point33) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre33 [n] (ps: [n]point33) : point33 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin33 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth33 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate33 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth33 xs

def histogram33 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running33 xs = scan (+) 0i64 xs

def pairs33 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify33 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos33 xs =
  let f c = match classify33 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec33 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm33 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main33 (xs: []f32) (k: i32) =
  let ys = iterate33 k xs
  in (norm33 ys, area33 (#circle {x = 0, y = 0} ys[0]))

type point34 = {x: f32, y: f32}
type shape34 = #circle point34 f32 | #rect point34 point34 | #empty

def area34 (s: shape34) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist34 (p: point34) (q: point34) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre34 [n] (ps: [n]point34) : point34 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin34 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth34 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate34 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth34 xs

def histogram34 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running34 xs = scan (+) 0i64 xs

def pairs34 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify34 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos34 xs =
  let f c = match classify34 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec34 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm34 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main34 (xs: []f32) (k: i32) =
  let ys = iterate34 k xs
  in (norm34 ys, area34 (#circle {x = 0, y = 0} ys[0]))

type point35 = {x: f32, y: f32}
type shape35 = #circle point35 f32 | #rect point35 point35 | #empty

def area35 (s: shape35) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist35 (p: point35) (q: point35) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre35 [n] (ps: [n]point35) : point35 =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {x = sx / f32.i64 n, y = sy / f32.i64 n}

def argmin35 [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth35 [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate35 (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth35 xs

def histogram35 [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\x -> i64.i32 x % bins) xs) (replicate n 1)

def running35 xs = scan (+) 0i64 xs

def pairs35 [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify35 (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos35 xs =
  let f c = match classify35 c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec35 [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> f32.sum (map2 (*) row v)) a

def norm35 (v: []f32) = f32.sqrt (f32.sum (map (\x -> x * x) v))

entry main35 (xs: []f32) (k: i32) =
  let ys = iterate35 k xs
  in (norm35 ys, area35 (#circle {x = 0, y = 0} ys[0]))

