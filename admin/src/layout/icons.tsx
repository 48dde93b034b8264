import {
  AccountBookOutlined,
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CarOutlined,
  CodeSandboxOutlined,
  FileOutlined,
  FlagOutlined,
  FolderOutlined,
  GiftOutlined,
  HomeOutlined,
  TagOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  InboxOutlined,
  PercentageOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserSwitchOutlined,
} from "@ant-design/icons";
import type { ResourceIcon } from "@erp/api/entities";
import type { ReactNode } from "react";

/**
 * The menu's icons: one per menu group and menu node, so the collapsed menu (the default) can be
 * read; an entry inside a group shows its label alone (Sider.tsx), so entries need none. A
 * top-level page may name one of these (`icon: "dashboard"`); anything unknown gets the generic
 * list icon.
 */
const byName: Record<string, ReactNode> = {
  // menu groups
  dashboard: <DashboardOutlined />,
  sales: <ShoppingCartOutlined />,
  service: <CustomerServiceOutlined />,
  quotation: <FileTextOutlined />,
  accounting: <AccountBookOutlined />,
  "human-resource": <TeamOutlined />,
  vendor: <ShopOutlined />,
  partner: <UserSwitchOutlined />,
  settings: <SettingOutlined />,
  // menu nodes
  product: <AppstoreOutlined />,
  stock: <InboxOutlined />,
  commission: <PercentageOutlined />,
};

export const menuIcon = (name: string, declared?: unknown): ReactNode => {
  if (declared && typeof declared === "object") return declared as ReactNode;
  return (typeof declared === "string" && byName[declared]) || byName[name] || <UnorderedListOutlined />;
};

/** The icons a custom resource may take (api/src/entities/custom-resources.ts: resourceIcons). */
const resourceIcons: Record<ResourceIcon, ReactNode> = {
  car: <CarOutlined />,
  tool: <ToolOutlined />,
  book: <BookOutlined />,
  calendar: <CalendarOutlined />,
  file: <FileOutlined />,
  folder: <FolderOutlined />,
  home: <HomeOutlined />,
  shop: <ShopOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
  tag: <TagOutlined />,
  box: <CodeSandboxOutlined />,
  gift: <GiftOutlined />,
  bank: <BankOutlined />,
  trophy: <TrophyOutlined />,
  flag: <FlagOutlined />,
};

export const resourceIcon = (name: string): ReactNode => resourceIcons[name as ResourceIcon] ?? <UnorderedListOutlined />;
