-- A small sorting library (no test block: the runner skips it).

module type ordered = {
  type t
  val lte : t -> t -> bool
}

-- Insertion sort, sequential; fine for short arrays.
module insertion_sort (O: ordered) = {
  type t = O.t
  def sort [n] (xs: [n]t) : [n]t =
    loop xs = copy xs for k < n - 1 do
      let i = k + 1
      let (xs, _) =
        loop (xs, j) = (xs, i) while j > 0 && !(O.lte xs[j-1] xs[j]) do
          let a = xs[j-1]
          let b = xs[j]
          let xs[j-1] = b
          let xs[j] = a
          in (xs, j - 1)
      in xs
}
