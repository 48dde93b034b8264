import type { ThemeConfig } from "antd";

/** docs/ARCHITECTURE.md, "Look and feel": primary #3242a8; success green, warning amber, error red. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: "#3242a8",
    colorLink: "#3242a8",
    colorSuccess: "#52c41a",
    colorWarning: "#faad14",
    colorError: "#f5222d",
  },
};
