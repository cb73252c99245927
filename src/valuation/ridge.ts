/**
 * Least squares with a small ridge: solves (A + λI)β = b for a symmetric positive semi-definite
 * A of a few dozen columns. The ridge keeps a column that never varies (every motorcycle in a
 * model has the same power) from making the system singular; it then gets a coefficient of 0.
 */
export function solveRidge(gram: Float64Array, rhs: Float64Array, size: number, lambda: number): Float64Array {
  const a = Float64Array.from(gram);
  const b = Float64Array.from(rhs);
  for (let i = 0; i < size; i++) a[i * size + i] = (a[i * size + i] ?? 0) + lambda;
  // Cholesky: A = L Lᵀ, written over the lower triangle of `a`.
  for (let j = 0; j < size; j++) {
    let diagonal = a[j * size + j] ?? 0;
    for (let k = 0; k < j; k++) diagonal -= (a[j * size + k] ?? 0) ** 2;
    const pivot = Math.sqrt(Math.max(diagonal, 1e-12));
    a[j * size + j] = pivot;
    for (let i = j + 1; i < size; i++) {
      let sum = a[i * size + j] ?? 0;
      for (let k = 0; k < j; k++) sum -= (a[i * size + k] ?? 0) * (a[j * size + k] ?? 0);
      a[i * size + j] = sum / pivot;
    }
  }
  // L y = b, then Lᵀ β = y.
  for (let i = 0; i < size; i++) {
    let sum = b[i] ?? 0;
    for (let k = 0; k < i; k++) sum -= (a[i * size + k] ?? 0) * (b[k] ?? 0);
    b[i] = sum / (a[i * size + i] ?? 1);
  }
  for (let i = size - 1; i >= 0; i--) {
    let sum = b[i] ?? 0;
    for (let k = i + 1; k < size; k++) sum -= (a[k * size + i] ?? 0) * (b[k] ?? 0);
    b[i] = sum / (a[i * size + i] ?? 1);
  }
  return b;
}
