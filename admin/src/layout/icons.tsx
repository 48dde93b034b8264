import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  ClusterOutlined,
  ContainerOutlined,
  ControlOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  GiftOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InboxOutlined,
  PercentageOutlined,
  ProfileOutlined,
  ReconciliationOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  UserSwitchOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";

/**
 * The menu's icons: one per menu group, menu node, entity and page, so the collapsed menu (the
 * default) can be read. A declaration may name one (`icon: "bank"`); otherwise its name is looked up
 * here; anything unknown gets the generic list icon.
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
  // entities and pages
  products: <AppstoreOutlined />,
  "product-categories": <TagsOutlined />,
  "stock-movements": <InboxOutlined />,
  "stock-levels": <DatabaseOutlined />,
  customers: <UserOutlined />,
  orders: <ProfileOutlined />,
  commissions: <PercentageOutlined />,
  "commission-records": <FileDoneOutlined />,
  employees: <IdcardOutlined />,
  designations: <ApartmentOutlined />,
  benefits: <GiftOutlined />,
  users: <SolutionOutlined />,
  "behaviour-logs": <HistoryOutlined />,
  customize: <ToolOutlined />,
  incomes: <DollarOutlined />,
  expenses: <WalletOutlined />,
  vouchers: <ReconciliationOutlined />,
  taxes: <AuditOutlined />,
  attendances: <CalendarOutlined />,
  payrolls: <WalletOutlined />,
  vendors: <ShopOutlined />,
  "purchase-orders": <ShoppingOutlined />,
  partners: <ClusterOutlined />,
  quotations: <FileProtectOutlined />,
  "service-invoices": <ContainerOutlined />,
  // icon names a declaration may give
  bank: <BankOutlined />,
  control: <ControlOutlined />,
  database: <DatabaseOutlined />,
};

export const menuIcon = (name: string, declared?: unknown): ReactNode => {
  if (declared && typeof declared === "object") return declared as ReactNode;
  return (typeof declared === "string" && byName[declared]) || byName[name] || <UnorderedListOutlined />;
};
