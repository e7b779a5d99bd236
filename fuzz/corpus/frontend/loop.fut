def main (n: i64) = loop (acc, i) = (0, 0) while i < n do (acc + i, i + 1)
