import type { Registry } from "@erp/api/entities";
import { useEffect, useRef } from "react";

/**
 * The keyboard shortcuts (issue 26 item 2), on every page inside the layout: Ctrl+K / Cmd+K the
 * search, `?` the list of shortcuts, `/` the list's search box, `n` a new record, `e` edit this
 * record, Ctrl+S / Cmd+S save the form, Esc leave the form, `g` then a letter a module (each
 * entity's or page's declared `shortcut`: `g o` orders), the arrow keys and Enter in a list (`moveInList`). Letters and Esc never act while the user
 * types in a text field or a dialog is open; they press the page's own buttons (Refine's create,
 * edit and save buttons), so what a user may not do stays hidden or disabled as it is on screen.
 * Kept small: it is in every page's script; the dialogs it opens load on first use.
 */

const textInputTypes = new Set([
  "",
  "text",
  "search",
  "email",
  "tel",
  "url",
  "password",
  "number",
  "date",
  "datetime-local",
  "month",
  "time",
  "week",
]);

/** Whether a key press lands in something the user types into. */
export const isTyping = (target: EventTarget | null): boolean => {
  const element = target as HTMLElement | null;
  if (!element?.tagName) return false;
  if (element.isContentEditable || element.tagName === "TEXTAREA" || element.tagName === "SELECT") return true;
  if (element.tagName === "INPUT") return textInputTypes.has(((element as HTMLInputElement).getAttribute("type") ?? "").toLowerCase());
  return element.getAttribute("role") === "combobox";
};

/** The first button matching `selector` a user could press now (shown, enabled). */
const pressable = (selector: string): HTMLElement | undefined =>
  [...document.querySelectorAll<HTMLElement>(selector)].find(
    (element) =>
      element.offsetParent !== null &&
      !(element as HTMLButtonElement).disabled &&
      element.getAttribute("aria-disabled") !== "true" &&
      // a page's own button, not one of a list's rows or a related list's
      !element.closest(".ant-table"),
  );

/** A dialog is open: shown and not closing (antd keeps a closed one's markup, hidden). */
const dialogOpen = () =>
  [...document.querySelectorAll<HTMLElement>(".ant-modal, .ant-drawer-open")].some(
    (el) => el.getClientRects().length > 0 && !/-leave/.test(el.className) && !el.closest('[style*="display: none"]'),
  );

/** The routes `g <letter>` opens for this user: entities they may read (the registry sends others by name only) and pages their rules grant. */
export const goRoutes = (registry: Registry | null): Map<string, string> => {
  const routes = new Map<string, string>();
  if (!registry) return routes;
  const rules = registry.policy ?? [];
  for (const entity of registry.entities) if (entity.shortcut && Object.keys(entity.fields).length) routes.set(entity.shortcut, entity.route);
  for (const page of registry.pages) {
    const object = page.policy ?? page.name;
    if (page.shortcut && rules.some(([, obj, act]) => (obj === object || obj === page.group) && (act === "*" || act === "list")))
      routes.set(page.shortcut, page.route);
  }
  return routes;
};

/**
 * Arrow keys in the list (`.erp-records`, RecordsTable): up and down move the highlighted row (and
 * the focused cell with it, in its column); left and right focus the row's cells edited in place,
 * where Enter opens the editor (inline/inlineColumns.tsx); Enter elsewhere opens the row's record.
 */
const moveInList = (key: string, target: EventTarget | null): boolean => {
  const rows = [...document.querySelectorAll<HTMLElement>(".erp-records tr.ant-table-row")];
  if (!rows.length) return false;
  const cell = (target as HTMLElement | null)?.closest?.<HTMLElement>(".erp-records td[data-inline]");
  const current = cell ? rows.findIndex((row) => row.contains(cell)) : rows.findIndex((row) => row.classList.contains("erp-row-active"));
  if (key === "Enter") {
    if (current < 0 || cell) return false;
    rows[current].click();
    return true;
  }
  const index = key === "ArrowDown" ? Math.min(current + 1, rows.length - 1) : key === "ArrowUp" ? Math.max(current - 1, 0) : Math.max(current, 0);
  for (const row of rows) row.classList.toggle("erp-row-active", row === rows[index]);
  const cells = [...rows[index].querySelectorAll<HTMLElement>("td[data-inline]")];
  const column = cell ? cell.dataset.inline : undefined;
  const at = cells.findIndex((c) => c.dataset.inline === column);
  const next =
    key === "ArrowRight" ? (cells[at + 1] ?? cells[at] ?? cells[0]) : key === "ArrowLeft" ? (at > 0 ? cells[at - 1] : cells[0]) : cell && cells[at];
  if (next) next.focus();
  else (document.activeElement as HTMLElement | null)?.blur?.();
  rows[index].scrollIntoView?.({ block: "nearest" });
  return true;
};

export const useShortcuts = ({
  openPalette,
  openHelp,
  navigate,
  routes,
}: {
  openPalette: () => void;
  openHelp: () => void;
  navigate: (to: string | number) => void;
  routes: Map<string, string>;
}) => {
  const latest = useRef({ openPalette, openHelp, navigate, routes });
  latest.current = { openPalette, openHelp, navigate, routes };
  useEffect(() => {
    let awaitingLetter = 0;
    const onKey = (event: KeyboardEvent) => {
      const { openPalette, openHelp, navigate, routes } = latest.current;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if ((event.ctrlKey || event.metaKey) && !event.altKey) {
        if (key === "k") {
          event.preventDefault();
          openPalette();
        } else if (key === "s") {
          const save = pressable(".refine-save-button");
          if (save) {
            event.preventDefault();
            save.click();
          }
        }
        return;
      }
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented || isTyping(event.target) || dialogOpen()) return;
      if (awaitingLetter && Date.now() - awaitingLetter < 2000) {
        awaitingLetter = 0;
        const route = routes.get(key);
        if (route) {
          event.preventDefault();
          navigate(route);
        }
        return;
      }
      awaitingLetter = 0;
      const press = (selector: string) => {
        const button = pressable(selector);
        if (!button) return;
        event.preventDefault();
        button.click();
      };
      if (["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Enter"].includes(key)) {
        const target = event.target as HTMLElement | null;
        // from the page itself or a cell of the list, never from a button, link or the editor
        if (target && target !== document.body && !target.matches?.(".erp-records td, .erp-records tr")) return;
        if (moveInList(key, target)) event.preventDefault();
        return;
      }
      switch (key) {
        case "?":
          event.preventDefault();
          openHelp();
          break;
        case "/": {
          const search = pressable('input[data-shortcut="list-search"]');
          if (search) {
            event.preventDefault();
            search.focus();
          }
          break;
        }
        case "n":
          press(".refine-create-button");
          break;
        case "e":
          press(".refine-edit-button");
          break;
        case "Escape":
          if (pressable(".refine-save-button")) {
            event.preventDefault();
            navigate(-1);
          }
          break;
        case "g":
          awaitingLetter = Date.now();
          break;
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
};
