import { ThemedLayoutContextProvider } from "@refinedev/antd";
import { Grid, Layout } from "antd";
import { Outlet } from "react-router";
import { Header } from "./Header";
import { Sider } from "./Sider";
import { Title } from "./Title";

/**
 * docs/ARCHITECTURE.md, "Look and feel": fixed side menu, collapsed at first; header with title, language, user
 * menu. The markup of Refine's ThemedLayout, composed here from our own Sider and Header: the
 * ThemedLayout component would bring Refine's default sider and header (a drawer, avatars) along.
 */
export const AppLayout = () => {
  const breakpoint = Grid.useBreakpoint();
  const isSmall = typeof breakpoint.sm === "undefined" ? true : breakpoint.sm;
  // below lg the menu is a drawer whose button floats at the content's top left: the page starts under it
  const isMobile = typeof breakpoint.lg === "undefined" ? false : !breakpoint.lg;
  return (
    <ThemedLayoutContextProvider initialSiderCollapsed>
      <Layout style={{ minHeight: "100vh" }} hasSider>
        <Sider Title={Title} />
        <Layout>
          <Header />
          <Layout.Content>
            <div style={{ minHeight: 360, padding: isSmall ? 24 : 12, paddingTop: isMobile ? 56 : undefined }}>
              <Outlet />
            </div>
          </Layout.Content>
        </Layout>
      </Layout>
    </ThemedLayoutContextProvider>
  );
};

export default AppLayout;
