-- The same name defined twice at the top level.
-- ==
-- error: Duplicate definition of value `limit`

def limit = 10i32
def limit = 20i32
def main = limit
