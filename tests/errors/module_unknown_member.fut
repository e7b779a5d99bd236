-- Compile error (unknown module member): the message names the module and
-- the member and suggests the closest member.
-- ==
-- error: module `stats` has no member `maen`(.|\n)*did you mean `stats.mean`

module stats = {
  def mean (xs: []f32) = reduce (+) 0 xs / f32.i64 (length xs)
  def total (xs: []f32) = reduce (+) 0 xs
}

def main (xs: []f32) = stats.maen xs
