-- | The mean cross-entropy loss of a batch of logits against integer
-- labels: a softmax of each row, the probability of the label gathered,
-- and the mean of the negative logs.
-- ==
-- input { [[1f32, 2f32, 3f32], [0.5f32, -1f32, 2f32]] [2i64, 0i64] } auto output
-- input { [[0f32, 0f32], [4f32, -4f32], [1f32, 1f32]] [1i64, 0i64, 1i64] } auto output
def main [n][k] (logits: [n][k]f32) (labels: [n]i64) : f32 =
  let losses =
    map2 (\row l ->
            let mx = f32.maximum row
            let s = f32.sum (map (\x -> f32.exp (x - mx)) row)
            in f32.log s - (row[l] - mx))
         logits labels
  in f32.sum losses / f32.i64 n
