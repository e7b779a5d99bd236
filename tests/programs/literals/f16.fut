-- f16 literals.
-- ==
-- input { } output { 1.5f16 0.25f16 }
def main = (1.5f16, 0x1p-2f16)
