import { Modal, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useRegistry } from "../registry/RegistryContext";
import "./palette.css";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? "⌘" : "Ctrl";

/** The list "?" opens (issue 26 item 2): every shortcut, and the `g` letters this user's modules have. */
const ShortcutsHelp = ({ open, onClose, routes }: { open: boolean; onClose: () => void; routes: Map<string, string> }) => {
  const { t } = useTranslation();
  const registry = useRegistry();
  const nameOf = (route: string) => {
    const entity = registry.entities.find((e) => e.route === route);
    const page = registry.pages.find((p) => p.route === route);
    const name = entity?.name ?? page?.name ?? route;
    return t(`${name}.${name}`);
  };
  const rows: { keys: string[]; what: string }[] = [
    { keys: [mod, "K"], what: t("shortcuts.palette") },
    { keys: ["?"], what: t("shortcuts.help") },
    { keys: ["/"], what: t("shortcuts.search") },
    { keys: ["n"], what: t("shortcuts.new") },
    { keys: ["e"], what: t("shortcuts.edit") },
    { keys: [mod, "S"], what: t("shortcuts.save") },
    { keys: ["Esc"], what: t("shortcuts.cancel") },
    { keys: ["↑", "↓"], what: t("shortcuts.rows") },
    { keys: ["←", "→"], what: t("shortcuts.cells") },
    { keys: ["Enter"], what: t("shortcuts.open") },
    ...[...routes].map(([letter, route]) => ({ keys: ["g", letter], what: t("shortcuts.goto", { name: nameOf(route) }) })),
  ];
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t("shortcuts.title")} className="erp-shortcuts">
      <Table
        size="small"
        pagination={false}
        showHeader={false}
        rowKey={(row) => row.keys.join("+")}
        dataSource={rows}
        columns={[
          {
            key: "keys",
            width: 120,
            render: (_, row) => (
              <span>
                {row.keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </span>
            ),
          },
          { key: "what", dataIndex: "what" },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t("shortcuts.note")} {t("shortcuts.inline")}
      </Typography.Paragraph>
    </Modal>
  );
};

export default ShortcutsHelp;
