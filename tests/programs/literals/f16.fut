-- f16 literals (interpreter only: the OpenCL backend has no f16 yet).
-- ==
-- tags { no_opencl }
-- input { } output { 1.5f16 0.25f16 }
def main = (1.5f16, 0x1p-2f16)
