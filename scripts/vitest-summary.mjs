// Prints CI's closing line "<suite>: N passed, N failed" from a vitest JSON report; exits 1 on failures.
// The suite command's exit status is the third argument: a command that failed (an unhandled error, a
// crash after the last test, a broken config) fails the suite even when every test it reported passed.
import { existsSync, readFileSync } from "node:fs";

const [suite, file, exitStatus = "0"] = process.argv.slice(2);
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
const status = Number(exitStatus);
if (status !== 0 && failed === 0) failed = 1;
const notes = [skipped ? `${skipped} skipped` : "", status !== 0 ? `command exited ${status}` : ""].filter(Boolean);
console.log(`${suite}: ${passed} passed, ${failed} failed${notes.map((note) => `, ${note}`).join("")}`);
process.exit(failed ? 1 : 0);
