import { describe, expect, it } from "vitest";
import { defaultJudging, expectedReference, judgeMachine, verdictOf } from "./judge";

/** The bench's judging (issue 29 item 5): a miss on a busy machine is not the code's. */
const options = { expectedMs: 100, ...defaultJudging };
const quiet = { referenceMs: 102, otherBusyPct: 2, load1: 0.3 };

describe("judging a bench case by how the machine stood", () => {
  it("judges a case run on a quiet machine", () => {
    expect(judgeMachine({ before: quiet, during: { otherBusyPct: 4 }, after: { ...quiet, referenceMs: 108 } }, options)).toEqual({ judged: true });
    // within the margin (20%), and faster than expected, still judged
    expect(judgeMachine({ before: { ...quiet, referenceMs: 119 }, after: { ...quiet, referenceMs: 71 } }, options).judged).toBe(true);
  });

  it("refuses to judge when the speed reference is off by more than the margin", () => {
    const judgement = judgeMachine({ before: quiet, after: { ...quiet, referenceMs: 131 } }, options);
    expect(judgement).toEqual({
      judged: false,
      reason: "machine busy: reference 131 ms vs 100 ms expected (after the case, margin 20%), not judged",
    });
    expect(verdictOf(false, judgement)).toBe("not judged");
    expect(verdictOf(true, judgement)).toBe("not judged");
  });

  it("refuses to judge when other processes took the CPU before, during or after the case", () => {
    for (const when of ["before", "during", "after"] as const) {
      const samples = { before: quiet, during: { otherBusyPct: 3 }, after: quiet, [when]: { ...quiet, otherBusyPct: 40 } };
      const judgement = judgeMachine(samples, options);
      expect(judgement.judged).toBe(false);
      expect(judgement.judged || judgement.reason).toBe(
        `machine busy: other work took 40% of the machine ${when} the case (at most 15%), not judged`,
      );
    }
  });

  it("gives a judged case its own verdict", () => {
    expect(verdictOf(true, { judged: true })).toBe("pass");
    expect(verdictOf(false, { judged: true })).toBe("fail");
  });

  it("expects the stated reference, else the fastest seen in the run", () => {
    expect(expectedReference(90, [120, 101])).toBe(90);
    expect(expectedReference(undefined, [120, 101, 104])).toBe(101);
  });
});
