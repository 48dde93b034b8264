import { ThemedSider, useThemedLayoutContext, type RefineThemedLayoutSiderProps } from "@refinedev/antd";
import "./layout.css";

/**
 * The stock ThemedSider, fixed, with every group expanded (`siderItemsAreCollapsed={false}`).
 * The wrapper only carries the collapsed state for layout.css, which widens it to 300 px.
 */
export const Sider = (props: RefineThemedLayoutSiderProps) => {
  const { siderCollapsed } = useThemedLayoutContext();
  return (
    <div className={siderCollapsed ? "erp-sider erp-sider-collapsed" : "erp-sider"}>
      <ThemedSider {...props} fixed siderItemsAreCollapsed={false} />
    </div>
  );
};
