-- Language reference probe (gaps8): userop.
def (+^) (a: i32) (b: i32) = a * 10 + b
def (**^) (a: i32) (b: i32) = a - b
def (|>>) 'a 'b (x: a) (f: a -> b) = f x
-- ==
-- input { } output { 123 -10 4 }
entry main = (1 +^ 2 +^ 3, 2 **^ 3 **^ 9 , 3 |>> (+1))
