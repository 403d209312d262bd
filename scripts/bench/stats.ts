export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The ratio of app to baseline throughput: the median of each round's ratio, a baseline window and the
 * app window right after it. Pairing neighbours cancels the machine's own drift (a shared 2-core VM
 * changes speed by a third between windows), which a ratio of the two medians does not.
 */
export const pairedRatio = (app: number[], baseline: number[]) => median(app.map((a, i) => a / (baseline[i] || Infinity)));
