import { ThemedLayout, type RefineThemedLayoutSiderProps } from "@refinedev/antd";
import { Outlet } from "react-router";
import { Header } from "./Header";
import { Sider } from "./Sider";
import { Title } from "./Title";

/** DESIGN.md "Look and feel": fixed side menu, collapsed at first; header with title, language, user menu. */
// A stable arrow: ThemedLayout calls `Sider({Title})` itself to learn whether there is a sider.
const SiderSlot = (props: RefineThemedLayoutSiderProps) => <Sider {...props} />;

export const AppLayout = () => (
  <ThemedLayout Header={Header} Sider={SiderSlot} Title={Title} initialSiderCollapsed>
    <Outlet />
  </ThemedLayout>
);

export default AppLayout;
