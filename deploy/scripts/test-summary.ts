// Prints the closing line CI reads: "N passed, N failed", summed over jest and Playwright.
import { existsSync, readFileSync } from 'node:fs';

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites?: number;
}
interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky?: number };
}

function read<Report>(path: string): Report | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Report) : undefined;
}

let passed = 0;
let failed = 0;

const jest = read<JestReport>('test-results/jest.json');
if (jest) {
  passed += jest.numPassedTests;
  // A suite that crashed before its tests ran counts as a failure too.
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}

const playwright = read<PlaywrightReport>('test-results/playwright.json');
if (playwright?.stats) {
  passed += playwright.stats.expected + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected;
}

console.log(`${passed} passed, ${failed} failed`);
