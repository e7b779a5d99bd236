-- Error index "ambiguous-size": a size parameter only in a function's type.
-- ==
-- error: [Aa]mbiguous size

def f [n] (g: [n]i64 -> i64) : i64 = n

entry main = f (\xs -> xs[0])
