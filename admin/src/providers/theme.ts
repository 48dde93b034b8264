import type { ThemeConfig } from "antd";

/** Whether the user asked their system for less motion (`prefers-reduced-motion: reduce`). */
const reducedMotion = (): boolean => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/**
 * docs/ARCHITECTURE.md, "Look and feel": primary #3242a8; success green, warning amber, error red.
 * Dialogs, menus and notices appear without animation for users who asked for reduced motion (and
 * so in the browser tests: a button clicked mid-animation is no longer where it was measured).
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: "#3242a8",
    colorLink: "#3242a8",
    colorSuccess: "#52c41a",
    colorWarning: "#faad14",
    colorError: "#f5222d",
    motion: !reducedMotion(),
  },
};
