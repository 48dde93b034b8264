import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { useGetIdentity, useLogout } from "@refinedev/core";
import { Avatar, Button, Dropdown, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";

/**
 * The user menu: the signed-in user's name (the session's identity) and Logout, which goes through
 * Refine's `useLogout`, i.e. the authProvider's `logout` (POST /api/auth/signout), to /auth/login.
 */
export const UserMenu = () => {
  const { t } = useTranslation();
  // dropped with the layout (e.g. at logout): the next user never sees the previous one's name
  const { data: user } = useGetIdentity<{ name?: string; email?: string }>({ queryOptions: { gcTime: 0 } });
  const { mutate: logout } = useLogout();
  const name = user?.name ?? user?.email;
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: [{ key: "logout", icon: <LogoutOutlined />, label: t("buttons.logout"), onClick: () => logout() }],
      }}
    >
      <Button type="text" aria-label={t("header.userMenu")}>
        <Space>
          <Avatar size="small" icon={<UserOutlined />} />
          {name && <Typography.Text className="erp-wide-only">{name}</Typography.Text>}
        </Space>
      </Button>
    </Dropdown>
  );
};
