-- Irregular array literals are rejected.
-- ==
-- error: .

def main = [[1], [1, 2]]
