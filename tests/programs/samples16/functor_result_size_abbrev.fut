-- A parametric module ascribed a module type whose functions return a
-- size-parameterised abbreviation with a size computed from a constant of
-- the module (`words[(c - 1) / bits + 1]`, `bits` from the parameter's
-- `I.num_bits`), implemented with a return type written `words[]`: the
-- body decides that size, also in the second check of a sealed module
-- (which gave the function a hole of its declared type, `[]` an unknown
-- size), so the application matches the module type.  A function
-- returning it mapped over an array has rows of one size.

module type packed = {
  type words [n]
  val bits : i64
  val none : (c: i64) -> words[(c - 1) / bits + 1]
  val one : (c: i64) -> i64 -> words[(c - 1) / bits + 1]
  val of_list [k] : (c: i64) -> [k]i64 -> words[(c - 1) / bits + 1]
  val count [n] : words[n] -> i64
  val members [n] : words[n] -> []i64
}

module mk_packed (I: integral) : packed = {
  type int = I.t
  type words [n] = {ws: [n]int, cap: i64}

  def bits = i64.i32 I.num_bits

  def none (c: i64) : words[] =
    let len = (c - 1) / bits + 1
    in {ws = replicate len (I.i64 0), cap = c}

  def add [n] (i: i64) (s: words[n]) : words[n] =
    if i < 0 || i >= s.cap then s
    else s with ws = (copy s.ws with [i / bits] = I.set_bit (i32.i64 (i % bits)) s.ws[i / bits] 1)

  def one (c: i64) (i: i64) : words[] = none c |> add i

  def union [n] (a: words[n]) (b: words[n]) : words[n] =
    {ws = map2 (I.|) a.ws b.ws, cap = a.cap}

  def of_list [k] (c: i64) (is: [k]i64) : words[(c - 1) / bits + 1] =
    reduce_comm union (none c) (map (one c) is)

  def count [n] (s: words[n]) : i64 = i64.sum (map (i64.i32 <-< I.popc) s.ws)

  def members [n] (s: words[n]) : []i64 =
    filter (\i -> I.get_bit (i32.i64 (i % bits)) s.ws[i / bits] == 1) (iota s.cap)
}

module p8 = mk_packed u8
module p64 = mk_packed u64

-- ==
-- entry: main
-- input { 20i64 [3i64, 17i64, 3i64, 9i64, 25i64] }
-- output { 3i64 [3i64, 9i64, 17i64] 3i64 [3i64, 9i64, 17i64] }
-- input { 1i64 empty([0]i64) }
-- output { 0i64 empty([0]i64) 0i64 empty([0]i64) }

entry main (c: i64) (is: []i64) =
  let a = p8.of_list c is
  let b = p64.of_list c is
  in (p8.count a, p8.members a, p64.count b, p64.members b)

-- ==
-- entry: rows
-- input { 12i64 [0i64, 11i64, 5i64, 12i64] } output { [1i64, 1i64, 1i64, 0i64] }

entry rows (c: i64) (is: []i64) = map p8.count (map (p8.one c) is)
