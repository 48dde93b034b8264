import { fireEvent, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/** The header's primary action of a record page (its label), if any. */
export const primaryAction = (): string | undefined =>
  document.querySelector<HTMLElement>(".erp-record-actions .ant-btn-primary")?.textContent?.trim() || undefined;

/** Opens the record page's "More" menu (if closed) and answers its items' labels, Delete and Refresh included. */
export const moreActions = async (): Promise<string[]> => {
  const more = await screen.findByTestId("record-more");
  if (more.getAttribute("aria-expanded") !== "true") fireEvent.click(more);
  await waitFor(() => expect(document.querySelector(".ant-dropdown:not(.ant-dropdown-hidden) [role=menuitem]")).toBeTruthy());
  return [...document.querySelectorAll(".ant-dropdown:not(.ant-dropdown-hidden) [role=menuitem]")].map((item) => item.textContent?.trim() ?? "");
};

/** Clicks an item of the "More" menu by its label. */
export const chooseMore = async (label: string | RegExp): Promise<void> => {
  await moreActions();
  const items = [...document.querySelectorAll<HTMLElement>(".ant-dropdown:not(.ant-dropdown-hidden) [role=menuitem]")];
  const item = items.find((el) => (typeof label === "string" ? el.textContent?.trim() === label : label.test(el.textContent ?? "")));
  if (!item) throw new Error(`no "${String(label)}" in More: ${items.map((el) => el.textContent).join(", ")}`);
  fireEvent.click(item);
};

/** Confirms the question a record action asks (antd's confirm modal) with its OK button. */
export const confirmAction = async (ok: string | RegExp): Promise<void> => {
  const dialog = await screen.findByRole("dialog");
  const button = [...dialog.querySelectorAll<HTMLButtonElement>("button")].find((b) =>
    typeof ok === "string" ? b.textContent?.trim() === ok : ok.test(b.textContent ?? ""),
  );
  if (!button) throw new Error(`no "${String(ok)}" button in the dialog`);
  fireEvent.click(button);
};
