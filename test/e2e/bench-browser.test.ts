/**
 * The browser benchmark (`npm run bench:browser`) runs: one round on a 5-field form, every variant,
 * throttled samples and the host build included. Timings are never asserted (the machine may be
 * busy); what is checked is that every measurement was taken and that the report shows it.
 */
import { describe, expect, it } from 'vitest';
import { markdownReport, quantile, ratios, summarise } from '../../bench/browser/report';
import { benchRequest, fieldName, middleFieldIndex } from '../../bench/browser/request';
import { runBrowserBench } from '../../bench/browser/run';
import { VARIANT_IDS, VARIANTS } from '../../bench/browser/variants';
import { parseElicitationRequest } from '../../src/core/index';

describe('the benchmark request', () => {
  it('is the same for the same size and is a valid elicitation request the panel accepts as is', () => {
    expect(benchRequest(50)).toEqual(benchRequest(50));
    for (const size of [1, 5, 50, 200]) {
      const request = benchRequest(size);
      expect(Object.keys(request.requestedSchema.properties)).toHaveLength(size);
      const parsed = parseElicitationRequest(request);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(parsed.warnings).toEqual([]);
      // The middle field is typed into and the last one waited for: both plain text.
      expect(request.requestedSchema.properties[fieldName(middleFieldIndex(size))]).toMatchObject({ type: 'string' });
      expect(request.requestedSchema.properties[fieldName(size - 1)]).not.toHaveProperty('format');
    }
  });
});

describe('quantile', () => {
  it('interpolates between ranks and is null for no values', () => {
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.95)).toBe(10.5);
    expect(quantile([], 0.5)).toBeNull();
  });
});

describe('npm run bench:browser', () => {
  it('measures every variant on a small form and reports it', async () => {
    const keystrokes = 3;
    const result = await runBrowserBench({
      rounds: 1,
      sizes: [5],
      keystrokes,
      variants: [...VARIANT_IDS],
      throttle: true,
      host: true,
    });
    expect([...result.samples, ...result.hostLoads].filter((sample) => sample.error)).toEqual([]);
    for (const variant of VARIANT_IDS) {
      const samples = result.samples.filter((sample) => sample.variant === variant);
      const full = samples.find((sample) => !sample.throttled)!;
      expect(samples.find((sample) => sample.throttled)?.cold.lastFieldPainted).toBeGreaterThan(0);
      expect(full.cold.lastFieldPainted).toBeGreaterThan(0);
      expect(full.cold.commitsBeforeFirstPaint).toBeGreaterThanOrEqual(1);
      expect(full.heapBytes).toBeGreaterThan(0);
      expect(full.keystrokes).toHaveLength(keystrokes);
      for (const keystroke of full.keystrokes) {
        expect(keystroke.commits).toBeGreaterThanOrEqual(1);
        expect(keystroke.toPaint).toBeGreaterThan(0);
      }
      expect(full.submits).toHaveLength(2);
      expect(full.back?.ms).toBeGreaterThan(0);
      // Resource Timing sees exactly the gzip bytes the build weighed for the up-front files.
      const build = result.builds.find((entry) => entry.variant === variant && entry.set === 'project')!;
      expect(full.fetched.upFront).toBe(build.bytes.upFront.total);
      const host = result.builds.find((entry) => entry.variant === variant && entry.set === 'host')!;
      expect(host.bytes.upFront.js).toBeGreaterThan(0);
    }
    // The panel's URL checker stays behind a dynamic import in form mode, in both builds.
    for (const build of result.builds.filter((entry) => entry.variant === 'panel')) {
      expect(build.bytes.lazy.total).toBeGreaterThan(0);
    }

    const summaries = summarise(result);
    expect(summaries).toHaveLength(VARIANT_IDS.length);
    const rjsf = ratios(summaries).find((row) => row.variant === 'rjsf')!;
    expect(rjsf.ratios['cold render']).toEqual({ rjsf: 1, floor: expect.any(Number) });
    const report = markdownReport(result);
    expect(report).toContain('## 5 fields');
    expect(report).toContain('## Built the way a host builds');
    // The panel's lazy chunks, each with its gzip bytes: the URL checker among them, in both builds.
    expect(report).toContain('## Loaded later');
    for (const build of ['timed build', 'host build']) {
      expect(report).toMatch(
        new RegExp(
          `\\| ElicitationPanel \\(default validator\\) \\| ${build} \\| url-[\\w-]+\\.js \\| [\\d.]+ KiB \\|`,
        ),
      );
    }
    expect(report).toMatch(/Load average \(1 \/ 5 \/ 15 min\): [\d.]+ \/ [\d.]+ \/ [\d.]+/);
    for (const variant of VARIANTS) expect(report).toContain(`| ${variant.label} |`);
  }, 600_000);
});
