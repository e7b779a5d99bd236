-- An unstructured-grid Euler solver in the style of Rodinia's cfd
-- (euler3d): each cell holds density, momentum and energy, has four
-- faces with outward normals, and a neighbour index per face (-1: far
-- field, -2: wall).  Every iteration computes step factors, then runs
-- three Runge-Kutta stages of flux accumulation and update.
-- ==
-- entry: run
-- input { 8i64 2i32 } auto output
-- input { 300i64 3i32 } auto output
-- ==
-- entry: uniform_is_steady
-- input { 50i64 4i32 } output { true }

module real = f32
type real = real.t

type vec3 = {x: real, y: real, z: real}

def vadd (a: vec3) (b: vec3) : vec3 = {x = a.x + b.x, y = a.y + b.y, z = a.z + b.z}
def vscale (s: real) (a: vec3) : vec3 = {x = s * a.x, y = s * a.y, z = s * a.z}
def vdot (a: vec3) (b: vec3) : real = a.x * b.x + a.y * b.y + a.z * b.z
def vzero : vec3 = {x = 0, y = 0, z = 0}

type cell = {density: real, momentum: vec3, energy: real}

def gamma : real = 1.4
def rk_stages : i32 = 3

def cell_add (a: cell) (b: cell) : cell =
  {density = a.density + b.density, momentum = vadd a.momentum b.momentum, energy = a.energy + b.energy}
def cell_scale (s: real) (a: cell) : cell =
  {density = s * a.density, momentum = vscale s a.momentum, energy = s * a.energy}

def velocity (c: cell) : vec3 = vscale (1 / c.density) c.momentum

def pressure (c: cell) : real =
  let v = velocity c
  in (gamma - 1) * (c.energy - 0.5 * c.density * vdot v v)

def speed_of_sound (c: cell) : real = real.sqrt (gamma * pressure c / c.density)

-- The flux of a cell's state through a face with normal n.
def flux_through (c: cell) (n: vec3) : cell =
  let v = velocity c
  let p = pressure c
  let vn = vdot v n
  in {density = c.density * vn,
      momentum = vadd (vscale (c.momentum.x * vn) {x = 1, y = 0, z = 0} |> vadd (vscale p n))
                      (vadd (vscale (c.momentum.y * vn) {x = 0, y = 1, z = 0})
                            (vscale (c.momentum.z * vn) {x = 0, y = 0, z = 1})),
      energy = (c.energy + p) * vn}

type face = #interior i64 | #far_field | #wall

def face_kind (nb: i64) : face =
  if nb >= 0 then #interior nb else if nb == -1 then #far_field else #wall

def compute_flux [n] (far: cell) (cells: [n]cell) (neighbours: [n][4]i64) (normals: [n][4]vec3) : [n]cell =
  let smoothing : real = 0.2
  let one (c: cell) (nbs: [4]i64) (ns: [4]vec3) : cell =
    let face_flux (nb: i64) (nrm: vec3) : cell =
      match face_kind nb
      case #interior j ->
        let o = #[unsafe] cells[j]
        let area = real.sqrt (vdot nrm nrm)
        let dissipation = -area * smoothing * 0.5
                          * (real.sqrt (vdot (velocity c) (velocity c)) + real.sqrt (vdot (velocity o) (velocity o))
                             + speed_of_sound c + speed_of_sound o)
        let diff = cell_add o (cell_scale (-1) c)
        in cell_add (cell_scale (-dissipation) diff)
                    (cell_scale 0.5 (cell_add (flux_through c nrm) (flux_through o nrm)))
      case #far_field ->
        cell_scale 0.5 (cell_add (flux_through c nrm) (flux_through far nrm))
      case #wall ->
        {density = 0, momentum = vscale (pressure c) nrm, energy = 0}
    let zero = {density = 0, momentum = vzero, energy = 0}
    in #[sequential] reduce cell_add zero (map2 face_flux nbs ns)
  in map3 one cells neighbours normals

def step_factors [n] (areas: [n]real) (cells: [n]cell) : [n]real =
  map2 (\a c -> let v = velocity c
                in 0.5 / (real.sqrt a * (real.sqrt (vdot v v) + speed_of_sound c))) areas cells

def time_step [n] (j: i32) (old: [n]cell) (factors: [n]real) (fluxes: [n]cell) : [n]cell =
  let s = 1 / real.i32 (rk_stages + 1 - j)
  in map3 (\o f fl -> cell_add o (cell_scale (-(s * f)) fl)) old factors fluxes

type mesh [n] = {areas: [n]real, neighbours: [n][4]i64, normals: [n][4]vec3}

def solve [n] (far: cell) (m: mesh [n]) (init: [n]cell) (iterations: i32) : [n]cell =
  loop cells = init for _i < iterations do
    let factors = step_factors m.areas cells
    in loop cur = cells for j < rk_stages do
         time_step j cells factors (compute_flux far cur m.neighbours m.normals)

-- A ring of cells, each with two neighbours along the ring, one far
-- field face and one wall face, with a deterministic perturbation.
def ring_mesh (n: i64) : mesh [n] =
  let nb i f = if f == 0 then (i + 1) % n else if f == 1 then (i + n - 1) % n else if f == 2 then -1 else -2
  let nrm i f =
    let a = 2 * real.pi * real.i64 i / real.i64 n
    in if f == 0 then {x = real.cos a, y = real.sin a, z = 0}
       else if f == 1 then {x = -(real.cos a), y = -(real.sin a), z = 0}
       else if f == 2 then {x = 0, y = 0, z = 1}
       else {x = 0, y = 0, z = -1}
  in {areas = tabulate n (\i -> 1 + real.i64 (i % 3) / 10),
      neighbours = tabulate_2d n 4 nb,
      normals = tabulate_2d n 4 nrm}

def far_field : cell =
  let density = 1.4
  let v = {x = 0.5, y = 0.1, z = 0}
  let p = 1
  in {density, momentum = vscale density v, energy = p / (gamma - 1) + 0.5 * density * vdot v v}

entry run (n: i64) (iterations: i32) : ([n]f32, [n]f32, [n]f32) =
  let m = ring_mesh n
  let init = tabulate n (\i -> let c = far_field
                               in c with density = c.density * (1 + real.i64 (i % 5) / 50))
  let out = solve far_field m init iterations
  in (map (.density) out, map (.momentum.x) out, map (.energy) out)

-- Zero velocity and no pressure differences on a closed mesh (only
-- interior and wall faces): nothing moves.
entry uniform_is_steady (n: i64) (iterations: i32) : bool =
  let m = ring_mesh n
  let m = m with neighbours = map (\r -> tabulate 4 (\f -> if f == 2 then -2 else r[f])) m.neighbours
  let c = {density = 1, momentum = vzero, energy = 2.5}
  let out = solve far_field m (replicate n c) iterations
  in all (\o -> real.abs (o.density - 1) < 1e-5 && real.abs (o.energy - 2.5) < 1e-5) out
