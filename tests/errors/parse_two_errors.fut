-- Two independent parse errors are both reported.
-- ==
-- error: unclosed `\[` opened at 5:12[\s\S]*expected an expression after `=`

def main = [1
def f = )
