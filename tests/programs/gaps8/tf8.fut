-- Language reference probe (gaps8): tf8.
-- ==
-- input { [1,2,3] }
-- output { [2,4,6] }
-- input { empty([0]i32) }
-- output { empty([0]i32) }
def main = map (*2)
