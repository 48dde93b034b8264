import { Buffer } from "buffer";
import { describe, expect, it } from "vitest";
import { crudActions, groupingPolicies } from "../../../policies";
import { roles } from "@erp/api/entities";
import { fixtureRegistry } from "../test/fixtures";
import { testRegistry } from "../test/registry";
import modelText from "../../../policies/model.conf?raw";
import policyText from "../../../policies/policy.csv?raw";
import { policyEnforcer, policyMatcher, policyRules } from "./policy";

describe("the admin's policy check answers as the API's Casbin enforcer", () => {
  it("model.conf still has the matcher policy.ts evaluates", () => {
    expect(modelText).toContain(`m = ${policyMatcher}`);
    expect(modelText).toMatch(/\[role_definition\]\s*g = _, _\s/);
  });

  it("for every role, object and action of the real policy and registries", async () => {
    const declared = [...testRegistry.entities, ...testRegistry.pages, ...fixtureRegistry.entities, ...fixtureRegistry.pages];
    const grouping = groupingPolicies(declared);
    // casbin's config parser wants Node's global Buffer (jsdom has none)
    if (!("Buffer" in globalThis)) Object.assign(globalThis, { Buffer });
    const { newEnforcer, newModelFromString, StringAdapter } = await import("casbin");
    const casbin = await newEnforcer(newModelFromString(modelText), new StringAdapter(policyText));
    casbin.enableAutoSave(false);
    await casbin.addNamedGroupingPolicies("g", grouping);
    const ours = policyEnforcer(policyRules(policyText), grouping);

    const objects = new Set([...declared.map((d) => d.name), ...testRegistry.groups, ...policyRules(policyText).map((p) => p.obj), "nothing"]);
    const actions = new Set([...crudActions, ...testRegistry.actions, "archive", "*", "unknown"]);
    let allowedCount = 0;
    for (const role of [...roles, "NOBODY"])
      for (const object of objects)
        for (const action of actions) {
          const expected = casbin.enforceSync(role, object, action);
          expect(ours.enforceSync(role, object, action), `${role} ${object} ${action}`).toBe(expected);
          if (expected) allowedCount++;
        }
    expect(allowedCount).toBeGreaterThan(100);
  });
});
