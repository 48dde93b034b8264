// Prints CI's closing line "<suite>: N passed, N failed" from a vitest JSON report; exits 1 on failures.
// The suite command's exit status is the third argument: a command that failed (an unhandled error, a
// crash after the last test, a broken config) fails the suite even when every test it reported passed.
// With --failures first, prints instead one line per failed test (file, name, the message's first line),
// which CI repeats in its summary: the end of a long log is often all that is kept of a run.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

const args = process.argv.slice(2);
const listFailures = args[0] === "--failures";
const [suite, file, exitStatus = "0"] = listFailures ? args.slice(1) : args;
const report = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;

const firstLine = (text = "") =>
  stripVTControlCharacters(text)
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 240) ?? "";

if (listFailures) {
  if (!report) console.log(`${suite}: no report (${file})`);
  for (const result of report?.testResults ?? []) {
    const where = relative(process.cwd(), result.name);
    const failed = result.assertionResults.filter((a) => a.status === "failed");
    if (result.status === "failed" && failed.length === 0) console.log(`${suite}: ✗ ${where}: ${firstLine(result.message)}`);
    // the time says a timeout where the message does not (vitest reports one as "STACK_TRACE_ERROR")
    for (const test of failed)
      console.log(`${suite}: ✗ ${where} > ${test.fullName} (${Math.round(test.duration ?? 0)} ms): ${firstLine(test.failureMessages?.[0])}`);
  }
  process.exit(0);
}

let passed = 0;
let failed = 1;
let skipped = 0;
if (report) {
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
