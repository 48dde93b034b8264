import { type HttpError, useDataProvider, useNotification } from "@refinedev/core";
import { Empty, Input, type InputRef, Modal, Spin, Typography } from "antd";
import dayjs from "dayjs";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { answerOf, useApi } from "../api/client";
import type { paths } from "../api/schema";
import { useRegistry } from "../registry/RegistryContext";
import "./palette.css";

/**
 * The command palette (issue 26 item 1): Ctrl+K / Cmd+K or the header's search button. It asks
 * `GET /api/search` as the user types (records grouped by entity, pages, actions; with nothing
 * typed, the user's recent records) and opens or runs what is picked: arrows move, Enter opens,
 * Esc closes. Loaded on first use (the header carries only the trigger).
 */

type Answer = paths["/api/search"]["get"]["responses"]["200"]["content"]["application/json"];
type Action = Answer["actions"][number];

interface Item {
  key: string;
  section: string;
  title: string;
  subtitle?: string;
  pick: () => void;
}

const Palette = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const api = useApi();
  const registry = useRegistry();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const { open: notify } = useNotification();
  const [q, setQ] = useState("");
  const [answer, setAnswer] = useState<Answer | undefined>();
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const asked = useRef(0);

  useEffect(() => {
    if (!open) return;
    setActive(0);
    const call = ++asked.current;
    setLoading(true);
    const timer = setTimeout(
      () => {
        answerOf(api.GET("/api/search", { params: { query: q.trim() ? { q: q.trim() } : {} } }))
          .then((found) => call === asked.current && setAnswer(found))
          .catch((error: Partial<HttpError>) => {
            if (call === asked.current) notify?.({ key: "search", type: "error", message: error.message || t("search.failed") });
          })
          .finally(() => call === asked.current && setLoading(false));
      },
      q ? 150 : 0,
    );
    return () => clearTimeout(timer);
  }, [q, open, api, notify, t]);

  useEffect(() => {
    if (open) setTimeout(() => input.current?.focus({ cursor: "all" }), 0);
  }, [open]);

  const done = (then: () => void) => () => {
    onClose();
    then();
  };
  const recordRoute = (resource: string, id: number) => {
    const entity = registry.entityByName.get(resource);
    return entity ? `${entity.route}/show/${id}` : undefined;
  };
  const run = async (action: Action) => {
    if (action.route) return navigate(action.route);
    if (!action.run) return;
    const custom = dataProvider().custom;
    try {
      const { data } = await custom!({ url: `/api${action.run.path}`, method: action.run.method, payload: action.run.body ?? {} });
      const message = (data as { message?: unknown } | undefined)?.message;
      notify?.({ key: action.name, type: "success", message: typeof message === "string" ? message : t("search.done", { label: action.label }) });
    } catch (error) {
      notify?.({ key: action.name, type: "error", message: (error as Partial<HttpError>).message || t("messages.unknownError") });
    }
  };

  // recordRoute, done and run read the registry, navigate and the provider, stable while open: the answer decides the items
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const items = useMemo<Item[]>(() => {
    if (!answer) return [];
    const list: Item[] = [];
    for (const recent of answer.recent) {
      const route = recordRoute(recent.resource, recent.id);
      if (route)
        list.push({
          key: `recent:${recent.resource}:${recent.id}`,
          section: t("search.recent"),
          title: recent.label,
          subtitle: t(`${recent.resource}.${recent.resource}`),
          pick: done(() => navigate(route)),
        });
    }
    for (const group of answer.groups) {
      const route = (id: number) => recordRoute(group.resource, id);
      for (const record of group.records) {
        const to = route(record.id);
        if (!to) continue;
        const second = [record.subtitle, record.status, record.amount, record.date && dayjs(record.date).format("YYYY/MM/DD")].filter(Boolean);
        list.push({
          key: `${group.resource}:${record.id}`,
          section: t(`${group.resource}.${group.resource}`),
          title: record.label,
          subtitle: second.join(" · "),
          pick: done(() => navigate(to)),
        });
      }
    }
    for (const page of answer.pages)
      list.push({ key: `page:${page.name}`, section: t("search.pages"), title: page.label, pick: done(() => navigate(page.route)) });
    for (const action of answer.actions)
      list.push({ key: `action:${action.name}`, section: t("search.actions"), title: action.label, pick: done(() => void run(action)) });
    return list;
  }, [answer, t]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((was) => (items.length ? (was + step + items.length) % items.length : 0));
    } else if (event.key === "Enter" && items[active]) {
      event.preventDefault();
      items[active].pick();
    }
  };

  useEffect(() => {
    document.getElementById(`palette-item-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [active]);

  let section = "";
  return (
    <Modal open={open} onCancel={onClose} footer={null} closable={false} width={640} title={null} className="erp-palette" destroyOnHidden={false}>
      <Input
        ref={input}
        size="large"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t("search.placeholder")}
        aria-label={t("search.placeholder")}
        role="combobox"
        aria-expanded
        aria-controls="palette-results"
        aria-activedescendant={items[active] ? `palette-item-${active}` : undefined}
        suffix={loading ? <Spin size="small" /> : <span />}
      />
      <div id="palette-results" role="listbox" aria-label={t("search.results")} className="erp-palette-results">
        {answer && !items.length && !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("search.empty")} />}
        {items.map((item, index) => {
          const heading = item.section !== section ? (section = item.section) : undefined;
          return (
            <div key={item.key}>
              {heading && (
                <Typography.Text type="secondary" className="erp-palette-section">
                  {heading}
                </Typography.Text>
              )}
              <div
                id={`palette-item-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={`erp-palette-item${index === active ? " erp-palette-active" : ""}`}
                onMouseMove={() => setActive(index)}
                onClick={item.pick}
                onKeyDown={undefined}
              >
                <div className="erp-palette-title">{item.title}</div>
                {item.subtitle && <div className="erp-palette-subtitle">{item.subtitle}</div>}
              </div>
            </div>
          );
        })}
      </div>
    </Modal>
  );
};

export default Palette;
