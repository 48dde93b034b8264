import { DownloadOutlined } from "@ant-design/icons";
import type { BaseKey } from "@refinedev/core";
import { Button, Card, Image, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { apiUrl } from "../../providers/data";

/** A record's QR code (`/api/<resource>/:id/qr.svg`), with PNG and SVG downloads. */
export const QrCard = ({ resource, id, name }: { resource: "service-units" | "service-invoices"; id: BaseKey; name: string }) => {
  const { t } = useTranslation();
  const base = `${apiUrl}/${resource}/${id}/qr`;
  return (
    <Card size="small" title={t("service-units.qr.title")} style={{ maxWidth: 260, marginTop: 16 }} data-testid="qr-card">
      <Space direction="vertical" align="center" style={{ width: "100%" }}>
        <Image src={`${base}.svg`} alt={name} width={180} height={180} preview={false} />
        <Typography.Text type="secondary">{name}</Typography.Text>
        <Space>
          <Button size="small" icon={<DownloadOutlined />} href={`${base}.png`} download={`${name}.png`}>
            {t("service-units.qr.png")}
          </Button>
          <Button size="small" icon={<DownloadOutlined />} href={`${base}.svg`} download={`${name}.svg`}>
            {t("service-units.qr.svg")}
          </Button>
        </Space>
      </Space>
    </Card>
  );
};
