import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";

/**
 * Helpers of the every-page survey (pages.e2e.ts): a page's own "network idle" after a client-side
 * move, the layout checks, the menu a role sees, and the name a record's page should carry.
 */

export const sizes = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type Size = keyof typeof sizes;

/** Screenshots of every page, for a reviewer to look at (git-ignored: admin/e2e/screenshots/). */
export const screenshotDir = join(import.meta.dirname, "screenshots");

/**
 * Counts the page's requests in flight; `idle()` resolves once none has run for `quiet` ms and no
 * spinner turns (or after `timeout`: a page that never settles is still checked as it stands).
 */
export const trackRequests = (page: Page) => {
  let inFlight = 0;
  let changed = Date.now();
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    changed = Date.now();
  };
  page.on("request", () => {
    inFlight++;
    changed = Date.now();
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    idle: async (quiet = 300, timeout = 8_000) => {
      // what was just done (a move, a resize) may start its requests a moment later: quiet from now on
      changed = Date.now();
      const deadline = Date.now() + timeout;
      while (Date.now() < deadline) {
        // a spinner turning, or the page's markup changed within `quiet` ms (a route still rendering)
        const busy = await page.evaluate(
          (ms) =>
            Boolean(document.querySelector(".ant-spin-spinning, .ant-skeleton")) ||
            performance.now() - ((window as { surveyMutated?: number }).surveyMutated ?? 0) < ms,
          quiet,
        );
        if (inFlight === 0 && !busy && Date.now() - changed >= quiet) return true;
        await page.waitForTimeout(50);
      }
      return false;
    },
  };
};

/** Keeps the time of the page's last change of markup (`idle` waits for it to stand still). */
export const watchMutations = () => {
  const mark = () => {
    (window as { surveyMutated?: number }).surveyMutated = performance.now();
  };
  const start = () => new MutationObserver(mark).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  if (document.documentElement) start();
  else document.addEventListener("DOMContentLoaded", start);
};

/** Moves the single-page app to `path` as its own links do (no reload: the bundle and the registry stay). */
export const moveTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
  }, path);

/**
 * The layout checks of the page as it stands: how much wider than the window it is, every number
 * (digits with their separators: 980.00, 12,448.00, 2026/11/26, 2026-00004) whose characters sit on
 * more than one line ("980.⏎00"), found from the text's own line boxes (Range rects), and every
 * amount shown without the money formatter.
 */
export const layoutFindings = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    // an amount the one money formatter (admin/src/crud/format.ts) did not write: four digits or more
    // without a thousands separator ("172454.17"), or a negative zero ("-0.00")
    const unformatted: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      if (!/\d/.test(text)) continue;
      // a dropdown left behind, hidden (visibility or opacity): not on the page the user sees; a chart's
      // axis labels are drawn turned (SVG), not set in lines
      if (!node.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || node.parentElement.closest("svg")) continue;
      for (const match of text.matchAll(/(?<![\d.,])(?:-?\d{4,}\.\d\d|-0\.00)(?![\d.,]*\d)/g))
        unformatted.push(`"${match[0]}" in "${text.trim().slice(0, 60)}"`);
      for (const match of text.matchAll(/\d(?:[\d,.:/-]*\d)?/g)) {
        if (match[0].length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
        // a rect starting below the first one's middle is the next line
        if (rects.length > 1 && rects.some((r) => r.top > rects[0].top + rects[0].height / 2))
          broken.push(`"${match[0]}" in "${text.trim().slice(0, 60)}"`);
      }
    }
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    // what sticks out: the outermost elements reaching past the window whose parent does not
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join("")}`;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== "visible") return true;
      return false;
    };
    const wide =
      overflow > 0
        ? [...document.body.querySelectorAll("*")]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= window.innerWidth + 1)
            .filter((el) => !clipped(el))
            .slice(0, 3)
            .map((el) => `${describe(el.parentElement ?? el)} > ${describe(el)}`)
        : [];
    return { overflow, broken, wide, unformatted };
  });

/** A file name for a path: "/sales/order/show/3" -> "sales_order_show_3". */
export const slug = (path: string) => path.replace(/^\//, "").replace(/[^\w-]+/g, "_") || "root";

export const screenshot = async (page: Page, folder: string, size: Size, path: string) => {
  const dir = join(screenshotDir, folder, size);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${slug(path)}.png`), animations: "disabled" });
};

/**
 * The menu the signed-in role sees, as its links (the phone's drawer: every group open): opened,
 * read once the access checks stop adding entries, and closed again.
 */
export const menuLinks = async (page: Page): Promise<string[]> => {
  await page.locator("button:has(.anticon-bars)").click();
  const links = page.locator(".ant-drawer-open .ant-menu a[href]");
  await links.first().waitFor({ timeout: 30_000 });
  let seen = -1;
  for (let count = await links.count(); count !== seen; count = await links.count()) {
    seen = count;
    await page.waitForTimeout(400);
  }
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  await page.keyboard.press("Escape");
  await page
    .locator(".ant-drawer-open")
    .waitFor({ state: "detached", timeout: 5_000 })
    .catch(() => undefined);
  return [...new Set(hrefs)];
};

/** An entity as `GET /api/meta/entities` serves it to the user (what the survey needs of it). */
export interface MetaEntity {
  name: string;
  route: string;
  label: string;
  title?: string[];
  fields: Record<string, { type: string; ref?: string; multiple?: boolean }>;
}

export const metaEntities = async (context: BrowserContext): Promise<MetaEntity[]> => {
  const response = await context.request.get("/api/meta/entities");
  if (response.status() !== 200) throw new Error(`GET /api/meta/entities: ${response.status()}`);
  const json = (await response.json()) as { entities: MetaEntity[] };
  return json.entities;
};

/**
 * What a record's page title must hold: its title fields (else its label) as text: strings and
 * numbers as they are, dates as YYYY/MM/DD, references by their record's label. Enums, datetimes
 * and money are left to the component tests (their display depends on language and settings).
 */
export const expectedTitleParts = async (context: BrowserContext, entities: MetaEntity[], entity: MetaEntity, id: string): Promise<string[]> => {
  const record = (await (await context.request.get(`/api/${entity.name}/${id}`)).json()) as Record<string, unknown>;
  const parts: string[] = [];
  for (const name of entity.title?.length ? entity.title : [entity.label]) {
    const field = entity.fields[name];
    const value = record[name];
    if (!field || value === null || value === undefined || value === "") continue;
    if (["string", "email", "phone", "integer", "number"].includes(field.type)) parts.push(String(value));
    else if (field.type === "date") parts.push(String(value).slice(0, 10).replaceAll("-", "/"));
    else if (field.type === "ref" && !field.multiple) {
      const target = entities.find((e) => e.name === field.ref);
      if (!target) continue;
      const answer = await context.request.get(`/api/${target.name}?id=${String(value)}`);
      const [row] = answer.ok() ? ((await answer.json()) as Record<string, unknown>[]) : [];
      const label = row?.[target.label];
      if (typeof label === "string" && label) parts.push(label);
    }
  }
  return parts;
};
