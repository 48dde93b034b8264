import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button } from "antd";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";

type Props = { onClick: () => void; disabled?: boolean; style?: CSSProperties };

/** Removes one row of a Form.List editor (key/value pairs, child lines). */
export const RemoveRowButton = ({ onClick, disabled }: Props) => {
  const { t } = useTranslation();
  return <Button type="text" danger icon={<DeleteOutlined />} aria-label={t("buttons.remove")} disabled={disabled} onClick={onClick} />;
};

/** Adds a row to a Form.List editor. */
export const AddRowButton = ({ onClick, disabled, style }: Props) => {
  const { t } = useTranslation();
  return (
    <Button type="dashed" icon={<PlusOutlined />} disabled={disabled} onClick={onClick} style={style}>
      {t("form.addRow")}
    </Button>
  );
};
