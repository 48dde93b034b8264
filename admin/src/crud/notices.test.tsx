import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import i18n from "../providers/i18n";
import { useNotices } from "./notices";

describe("write notices", () => {
  it.each([
    ["en", "Record Deleted", "The record will be kept in the trash and can be restored within 48 hours."],
    ["zh_Hant", i18n.t("messages.deleted", { lng: "zh_Hant" }), i18n.t("messages.restoreNotice", { lng: "zh_Hant" })],
  ])("a delete says the record can be restored within 48 hours, whatever the entity (%s)", async (language, message, description) => {
    await i18n.changeLanguage(language);
    const { result } = renderHook(() => useNotices());
    const notice = (result.current.deleted.successNotification as () => { message: string; description?: string })();
    // Refine's description is the title ("Record Deleted"), its message the text under it
    expect(notice).toMatchObject({ description: message, message: description, type: "success" });
    expect(description).toMatch(/48/);
    await i18n.changeLanguage("en");
  });

  it("a refusal names the field its headline is about, by its label, in the user's language", async () => {
    const labels: Record<string, string> = { name: "Name" };
    const { result } = renderHook(() => useNotices((field) => labels[field] ?? field));
    const refusal = {
      statusCode: 400,
      message: "input can not be empty",
      errors: { name: "input can not be empty", price: "Value cannot be negative" },
    };
    const notice = (result.current.saved.errorNotification as (error: unknown) => { message: string })(refusal);
    expect(notice.message).toBe("Name: input can not be empty");
    // a message that is not a field's stays as the server said it
    expect(
      (result.current.saved.errorNotification as (error: unknown) => { message: string })({ statusCode: 409, message: "This period is closed" })
        .message,
    ).toBe("This period is closed");
    await i18n.changeLanguage("zh_Hant");
    const zh = renderHook(() => useNotices(() => "名稱")).result.current;
    const required = i18n.t("messages.required", { lng: "zh_Hant" });
    expect(
      (zh.saved.errorNotification as (error: unknown) => { message: string })({ statusCode: 400, message: required, errors: { name: required } })
        .message,
    ).toBe(`名稱：${required}`);
    await i18n.changeLanguage("en");
  });
});
