-- Maps over functions whose return size is an expression of their size
-- parameters: the size is known at each call, so the result is regular.
-- ==
-- input { [[1, 2], [3, 4]] } output { [[1, 2, 0], [3, 4, 0]] [[1, 2, 1, 2], [3, 4, 3, 4]] [[2], [4]] }

def pad [n] (xs: [n]i32) : [n + 1]i32 = xs ++ [0]
def twice [n] 't (xs: [n]t) : [2 * n]t = xs ++ xs :> [2 * n]t
def halve [n] 't (xs: [n]t) : [n / 2]t = xs[n / 2:] :> [n / 2]t

entry main (xss: [][]i32) = (map pad xss, map twice xss, map halve xss)
