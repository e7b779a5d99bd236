-- A unique result may not alias a non-unique parameter.
-- ==
-- error: the result of `f` is declared unique \(`\*`\), but it aliases `xs`, which is not a unique parameter

def f (xs: []i32) : *[]i32 = xs

def main (xs: []i32) = f xs
