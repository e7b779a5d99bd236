-- Reserved names cannot be bound.
-- ==
-- error: .

def main = let match = 1 in match
