-- Imports a sibling directory's file with a `..` path.
import "../g8lib"
def deep_answer = answer + 1
