import { BarsOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useThemedLayoutContext, type RefineThemedLayoutSiderProps } from "@refinedev/antd";
import { CanAccess, useLink, useMenu, type TreeMenuItem } from "@refinedev/core";
import { Button, Grid, Layout, Menu, theme } from "antd";
import { lazy, Suspense, useEffect, useMemo, useState, type CSSProperties } from "react";
import { menuIcon } from "./icons";

/** The small-screen menu's drawer, fetched only on a small screen. */
const Drawer = lazy(() => import("antd/es/drawer"));

/** docs/ARCHITECTURE.md, "Look and feel": a 300 px side menu, collapsed at first, every group open once expanded. */
export const siderWidth = 300;
const collapsedWidth = 80;

const submenuKeys = (items: TreeMenuItem[]): string[] =>
  items.flatMap((item) => (item.children.length > 0 ? [item.key, ...submenuKeys(item.children)] : []));

/**
 * The side menu. Like @refinedev/antd's ThemedSider (same useMenu tree, CanAccess per item, fixed,
 * trigger, drawer on small screens), but ThemedSider (v6) cannot do what that section asks: its width
 * is fixed at 200 px, it opens only top-level groups, and with `initialSiderCollapsed` any open key
 * pops its submenu over the page on load. Here the open keys are controlled: all groups and menu
 * parents while expanded, none while collapsed (submenus then open on hover).
 */
export const Sider = ({ Title }: RefineThemedLayoutSiderProps) => {
  const { token } = theme.useToken();
  const { siderCollapsed, setSiderCollapsed, mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
  const { menuItems, selectedKey } = useMenu();
  const Link = useLink();
  const breakpoint = Grid.useBreakpoint();
  const isMobile = typeof breakpoint.lg === "undefined" ? false : !breakpoint.lg;

  // useMenu's tree is rebuilt on many renders: depend on the keys' content, not the array
  const allKeys = submenuKeys(menuItems).join("\n");
  const expandedKeys = useMemo(() => (allKeys ? allKeys.split("\n") : []), [allKeys]);
  const closed = siderCollapsed && !isMobile;
  const [openKeys, setOpenKeys] = useState<string[]>(closed ? [] : expandedKeys);
  useEffect(() => setOpenKeys(closed ? [] : expandedKeys), [closed, expandedKeys]);

  const renderItems = (items: TreeMenuItem[]): React.ReactNode[] =>
    items.map((item) => {
      const label = item.label ?? item.meta?.label ?? item.name;
      const icon = menuIcon(item.name, item.meta?.icon);
      return (
        <CanAccess key={item.key} resource={item.name} action="list" params={{ resource: item }}>
          {item.children.length > 0 ? (
            <Menu.SubMenu key={item.key} icon={icon} title={label}>
              {renderItems(item.children)}
            </Menu.SubMenu>
          ) : (
            <Menu.Item key={item.key} icon={item.meta?.parent ? undefined : icon}>
              <Link to={item.route ?? ""}>{label}</Link>
            </Menu.Item>
          )}
        </CanAccess>
      );
    });

  const menu = (
    <Menu
      mode="inline"
      selectedKeys={selectedKey ? [selectedKey] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={() => setMobileSiderOpen(false)}
      style={{ paddingTop: 8, border: "none", overflow: "auto", height: "calc(100% - 72px)" }}
    >
      {renderItems(menuItems)}
    </Menu>
  );

  const titleBar = (collapsed: boolean, width: number): CSSProperties => ({
    width,
    padding: collapsed ? 0 : "0 16px",
    display: "flex",
    justifyContent: collapsed ? "center" : "flex-start",
    alignItems: "center",
    height: 64,
    backgroundColor: token.colorBgElevated,
    fontSize: 14,
  });
  const RenderTitle = Title;

  if (isMobile) {
    return (
      <>
        <Suspense>
          <Drawer
            open={mobileSiderOpen}
            onClose={() => setMobileSiderOpen(false)}
            placement="left"
            closable={false}
            width={siderWidth}
            styles={{ body: { padding: 0 } }}
          >
            <div style={titleBar(false, siderWidth)}>{RenderTitle && <RenderTitle collapsed={false} />}</div>
            {menu}
          </Drawer>
        </Suspense>
        <Button
          style={{ borderStartStartRadius: 0, borderEndStartRadius: 0, position: "fixed", top: 64, zIndex: 999 }}
          size="large"
          onClick={() => setMobileSiderOpen(true)}
          icon={<BarsOutlined />}
        />
      </>
    );
  }

  const width = siderCollapsed ? collapsedWidth : siderWidth;
  return (
    <>
      {/* the sider is fixed: this keeps its room in the page flow */}
      <div style={{ width, flex: `0 0 ${width}px`, transition: "all 0.2s" }} />
      <Layout.Sider
        style={{
          backgroundColor: token.colorBgContainer,
          borderRight: `1px solid ${token.colorBgElevated}`,
          position: "fixed",
          top: 0,
          height: "100vh",
          zIndex: 999,
        }}
        width={siderWidth}
        collapsible
        collapsed={siderCollapsed}
        collapsedWidth={collapsedWidth}
        onCollapse={(collapsed, type) => type === "clickTrigger" && setSiderCollapsed(collapsed)}
        breakpoint="lg"
        trigger={
          <Button type="text" style={{ borderRadius: 0, height: "100%", width: "100%", backgroundColor: token.colorBgElevated }}>
            {siderCollapsed ? <RightOutlined style={{ color: token.colorPrimary }} /> : <LeftOutlined style={{ color: token.colorPrimary }} />}
          </Button>
        }
      >
        <div style={titleBar(siderCollapsed, width)}>{RenderTitle && <RenderTitle collapsed={siderCollapsed} />}</div>
        {menu}
      </Layout.Sider>
    </>
  );
};
