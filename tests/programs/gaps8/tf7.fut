-- Language reference probe (gaps8): tf7.
-- ==
-- input { f32.inf -f32.inf f32.nan } output { f32.inf -f32.inf f32.nan }
-- input { 1f32 2f32 3f32 } output { 1f32 2f32 3f32 }
def main (a: f32) (b: f32) (c: f32) = (a, b, c)
