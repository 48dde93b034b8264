// Prints CI's closing line "<suite>: N passed, N failed" from a vitest JSON report; exits 1 on failures.
import { existsSync, readFileSync } from "node:fs";

const [suite, file] = process.argv.slice(2);
let passed = 0;
let failed = 1;
let skipped = 0;
if (existsSync(file)) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed = report.numPassedTests;
  skipped = report.numPendingTests + report.numTodoTests;
  // A suite that could not load counts as a failure even when no test inside it ran.
  const brokenFiles = report.testResults.filter((r) => r.status === "failed" && r.assertionResults.length === 0).length;
  failed = report.numFailedTests + brokenFiles + (report.numTotalTests === 0 ? 1 : 0);
}
console.log(`${suite}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);
