import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { languages, loadLanguage } from "../providers/i18n";

// the screens render synchronously in tests: every language's strings are there from the start
await Promise.all(languages.map(loadLanguage));

// antd's responsive helpers (Grid.useBreakpoint, ...) need matchMedia, which jsdom lacks.
// Width queries answer as a 1280 px desktop window, so the layout is the desktop one; a test file of
// the phone's layout sets `window.testWidth = 390` before it renders anything.
// Any other query (reduced motion, dark scheme) answers no, as a default desktop does.
const answers = (query: string) => {
  const width = (window as { testWidth?: number }).testWidth ?? 1280;
  const widths = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  return widths.length > 0 && widths.every(([, kind, px]) => (kind === "min" ? width >= +px : width <= +px));
};
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: answers(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// antd's Table and Select measure the DOM.
if (!("ResizeObserver" in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element, pseudo?: string | null) => getComputedStyle(element, pseudo ?? undefined);

// The screens load lazily; the first render of a file transforms them.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
