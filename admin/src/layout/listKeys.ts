/**
 * Arrow keys in the list (`.erp-records`, RecordsTable): up and down move the highlighted row (and
 * the focused cell with it, in its column); left and right focus the row's cells edited in place,
 * where Enter opens the editor (inline/inlineColumns.tsx); Enter elsewhere opens the row's record.
 */
export const moveInList = (key: string, target: EventTarget | null): void => {
  const rows = [...document.querySelectorAll<HTMLElement>(".erp-records tr.ant-table-row")];
  const cell = (target as HTMLElement | null)?.closest?.<HTMLElement>(".erp-records td[data-inline]");
  const current = cell ? rows.findIndex((row) => row.contains(cell)) : rows.findIndex((row) => row.classList.contains("erp-row-active"));
  if (key === "Enter") {
    if (current >= 0 && !cell) rows[current].click();
    return;
  }
  const index = key === "ArrowDown" ? Math.min(current + 1, rows.length - 1) : key === "ArrowUp" ? Math.max(current - 1, 0) : Math.max(current, 0);
  if (!rows[index]) return;
  for (const row of rows) row.classList.toggle("erp-row-active", row === rows[index]);
  const cells = [...rows[index].querySelectorAll<HTMLElement>("td[data-inline]")];
  const column = cell ? cell.dataset.inline : undefined;
  const at = cells.findIndex((c) => c.dataset.inline === column);
  const next =
    key === "ArrowRight" ? (cells[at + 1] ?? cells[at] ?? cells[0]) : key === "ArrowLeft" ? (at > 0 ? cells[at - 1] : cells[0]) : cell && cells[at];
  if (next) next.focus();
  else (document.activeElement as HTMLElement | null)?.blur?.();
  rows[index].scrollIntoView?.({ block: "nearest" });
};
