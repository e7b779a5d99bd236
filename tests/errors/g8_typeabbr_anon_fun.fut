-- ==
-- error: Type abbreviation contains an anonymous size not used constructively as an array size
type^ t = []bool -> bool
def main (x: bool) = x
