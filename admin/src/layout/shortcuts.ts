import type { Registry } from "@erp/api/entities";
import { useEffect, useRef } from "react";

/**
 * The keyboard shortcuts (issue 26 item 2), on every page inside the layout: Ctrl+K / Cmd+K the
 * search, `?` the list of shortcuts, `/` the list's search box, `n` a new record, `e` edit this
 * record, Ctrl+S / Cmd+S save the form, Esc leave the form, `g` then a letter a module (each
 * entity's or page's declared `shortcut`: `g o` orders), the arrow keys and Enter in a list (listKeys.ts). Letters and Esc never act while the user
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

/**
 * The arrow keys and Enter in a list (listKeys.ts), fetched on the first use: every page carries this
 * file, lists only need it when the keys are pressed. Presses made while it loads wait their turn in
 * order, and each reads the focus as the presses before it left it: pressed fast, Right then Enter
 * opens the cell's editor, never the row's record from a focus that had not moved yet.
 */
let listKeys: typeof import("./listKeys") | undefined;
let waiting: Promise<void> | undefined;
const inList = (key: string) => {
  if (listKeys && !waiting) return listKeys.moveInList(key, document.activeElement);
  const turn = (waiting ?? import("./listKeys").then((loaded) => void (listKeys = loaded))).then(() =>
    listKeys?.moveInList(key, document.activeElement),
  );
  waiting = turn;
  void turn.finally(() => {
    if (waiting === turn) waiting = undefined;
  });
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
      if (/^(Arrow(Down|Up|Left|Right)|Enter)$/.test(key)) {
        const target = event.target as HTMLElement | null;
        // from the page itself or a cell of the list, never from a button, link or the editor; Enter on a highlighted row
        if (target && target !== document.body && !target.matches?.(".erp-records td, .erp-records tr")) return;
        if (!document.querySelector(key === "Enter" ? ".erp-records tr.erp-row-active" : ".erp-records tr")) return;
        event.preventDefault();
        inList(key);
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
