/*
 * Standard normal helpers and the fixed quadrature grid shared by the ability estimator and the calibration.
 */

const LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

/** log φ(x) for the normal density with the given mean and SD. */
export function normalLogDensity(x: number, mean = 0, sd = 1): number {
  const z = (x - mean) / sd;
  return -0.5 * z * z - LOG_SQRT_2PI - Math.log(sd);
}

// Numerical Recipes' erfcc: erfc(z) ≈ t·exp(−z² + Σ c_k t^k) with t = 1 / (1 + z/2).
const ERFC_COEFFICIENTS = [
  -1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806, 0.27886807, -1.13520398, 1.48851587, -0.82215223,
  0.17087277,
];

/**
 * Standard normal CDF Φ(x) through the complementary error function (a Chebyshev fit with relative error below
 * 1.2e-7 everywhere), more than enough for a score rounded to whole points.
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const polynomial = ERFC_COEFFICIENTS.reduceRight((sum, coefficient) => coefficient + t * sum, 0);
  const erfc = t * Math.exp(-z * z + polynomial);
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/**
 * Equally spaced nodes on [min, max]. The EAP and EM integrals are plain sums over them with normalised weights, so
 * the spacing cancels out.
 */
export function quadratureNodes(points: number, min: number, max: number): number[] {
  if (!Number.isInteger(points) || points < 2 || !(max > min)) {
    throw new RangeError(`Rejilla de cuadratura inválida: ${points} puntos en [${min}, ${max}]`);
  }
  const step = (max - min) / (points - 1);
  return Array.from({ length: points }, (_, i) => min + i * step);
}
