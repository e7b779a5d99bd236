-- Language reference probe (gaps8): sum loop.
type state = #run {n: i32, acc: i32} | #done i32
def step (s: state) : state = match s
  case #run {n = 0, acc} -> #done acc
  case #run {n, acc} -> #run {n = n - 1, acc = acc + n}
  case #done x -> #done x
-- ==
-- input { 4 } output { 10 }
entry main (n: i32) =
  let s = loop s = #run {n, acc = 0} while (match s case #done _ -> false case _ -> true) do step s
  in match s case #done x -> x case _ -> -1
