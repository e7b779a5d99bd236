-- Helper for import_entry_same_name: top-level names that the importing
-- program reuses for its entry points.
def area (w: f32) (h: f32) = w * h
def perimeter (w: f32) (h: f32) = 2 * (w + h)
def scaled (k: f32) (w: f32) (h: f32) = area (k * w) (k * h)
