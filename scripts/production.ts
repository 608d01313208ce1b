/**
 * Builds that must come out as a host's production build, whoever runs them (Vitest sets
 * NODE_ENV=test, which would bundle React's development build and jsxDEV into the page).
 */

/** Runs `work` (a Vite build) with NODE_ENV=production, then puts NODE_ENV back as it was. */
export async function inProduction<T>(work: () => Promise<T>): Promise<T> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    // Assigning undefined would store the string "undefined".
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
