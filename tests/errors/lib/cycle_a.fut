-- Imported by tests/errors/import_cycle.fut; imports it back.
import "../import_cycle"
def a = 1i32
