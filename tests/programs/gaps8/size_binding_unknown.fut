-- Not an error in Futhark: the size becomes unknown.
-- ==
-- input { } output { 20i64 }
def main = let a = iota (let n = 10 in n+n) in length a
