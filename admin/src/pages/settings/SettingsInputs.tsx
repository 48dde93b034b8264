import { useNotification, type HttpError } from "@refinedev/core";
import { Button, Form, Input, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiUrl } from "../../providers/data";
import { httpClient } from "../../providers/http";

/** "set" / "not set" for a write-only value; typing sets it, blank keeps it. */
export const SecretInput = ({ name, isSet, label }: { name: string; isSet: boolean; label: string }) => {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={
        <Space>
          {label}
          <Tag color={isSet ? "green" : "default"}>{isSet ? t("software.secret.set") : t("software.secret.notSet")}</Tag>
        </Space>
      }
      extra={t("software.secret.keep")}
    >
      <Input.Password autoComplete="new-password" placeholder={isSet ? "••••••••" : ""} />
    </Form.Item>
  );
};

/** A "send a test" button: the server's answer (or its error, e.g. the SMTP server's) in a notification. */
export const TestButton = ({ path, label, field, icon }: { path: string; label: string; field: string; icon: React.ReactNode }) => {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [to, setTo] = useState("");
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const res = await httpClient.post<{ message: string }>(`${apiUrl}${path}`, { to });
      open?.({ type: "success", message: res.data.message });
    } catch (e) {
      open?.({ type: "error", message: (e as HttpError).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact style={{ maxWidth: 480, width: "100%" }}>
      <Input
        aria-label={t(`software.fields.${field}`)}
        placeholder={t(`software.fields.${field}`)}
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button icon={icon} loading={busy} onClick={() => void send()}>
        {label}
      </Button>
    </Space.Compact>
  );
};
