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
});
