import type { EntityDef } from "@erp/api/entities";
import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { useGetIdentity } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Input, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../api/client";

/** Whether an entity's records take notes (the server's rule: keeps history, no `notes: false`). */
export const takesNotes = (entity: EntityDef) => entity.history !== false && entity.notes !== false;

const maxLength = 4000;

/** The record's history is read again after a note changes (the note is one of its lines). */
const useRefreshHistory = (entity: EntityDef, id: string) => {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: ["api", "history", entity.name, id] });
};

const path = (entity: EntityDef, id: string) => ({ resource: entity.name as never, id: Number(id) });

/** The box at the top of a record's history: a plain-text note, mentions written @Full Name or @email. */
export const NoteBox = ({ entity, id }: { entity: EntityDef; id: string }) => {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const refresh = useRefreshHistory(entity, id);
  const add = useApiMutation((api, body: { text: string }) => api.POST("/api/{resource}/{id}/notes", { params: { path: path(entity, id) }, body }), {
    onSuccess: () => {
      setText("");
      void refresh();
    },
  });
  return (
    <Space.Compact direction="vertical" style={{ width: "100%", marginBottom: 16 }} data-testid="note-box">
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t("notes.placeholder")}
        aria-label={t("notes.text")}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={maxLength}
      />
      <Button type="primary" disabled={!text.trim()} loading={add.isPending} onClick={() => add.mutate({ text })} style={{ alignSelf: "flex-end" }}>
        {t("notes.add")}
      </Button>
    </Space.Compact>
  );
};

/** A note in the history: its text; its author may edit it in place or delete it. */
export const NoteLine = ({
  entity,
  id,
  line,
}: {
  entity: EntityDef;
  id: string;
  line: { user_id: number | null; note: string | null; detail: Record<string, unknown> | null };
}) => {
  const { t } = useTranslation();
  const { data: me } = useGetIdentity<{ id: number }>();
  const [draft, setDraft] = useState<string | undefined>();
  const refresh = useRefreshHistory(entity, id);
  const note = String(line.detail?.note_id);
  const params = { path: { ...path(entity, id), note } };
  const done = () => {
    setDraft(undefined);
    void refresh();
  };
  const edit = useApiMutation((api, body: { text: string }) => api.PATCH("/api/{resource}/{id}/notes/{note}", { params, body }), { onSuccess: done });
  const remove = useApiMutation((api) => api.DELETE("/api/{resource}/{id}/notes/{note}", { params }), { onSuccess: done });
  const mine = me?.id !== undefined && line.user_id === me.id;
  if (draft !== undefined)
    return (
      <div style={{ marginTop: 4 }}>
        <Input.TextArea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={maxLength}
          aria-label={t("notes.text")}
        />
        <Space style={{ marginTop: 4 }}>
          <Button size="small" type="primary" disabled={!draft.trim()} loading={edit.isPending} onClick={() => edit.mutate({ text: draft })}>
            {t("notes.save")}
          </Button>
          <Button size="small" onClick={() => setDraft(undefined)}>
            {t("notes.cancel")}
          </Button>
        </Space>
      </div>
    );
  return (
    <div style={{ marginTop: 4 }} data-testid="note">
      <div style={{ whiteSpace: "pre-wrap" }}>{line.note}</div>
      <Space size={4}>
        {Boolean(line.detail?.edited_at) && <Typography.Text type="secondary">({t("history.edited")})</Typography.Text>}
        {mine && (
          <>
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={t("notes.edit")}
              title={t("notes.edit")}
              onClick={() => setDraft(line.note ?? "")}
            />
            <Popconfirm
              title={t("notes.confirmDelete")}
              onConfirm={() => remove.mutate(undefined)}
              okText={t("buttons.delete")}
              cancelText={t("buttons.cancel")}
            >
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t("notes.delete")}
                title={t("notes.delete")}
                loading={remove.isPending}
              />
            </Popconfirm>
          </>
        )}
      </Space>
    </div>
  );
};
