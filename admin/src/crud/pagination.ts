import type { TablePaginationConfig } from "antd";
import type { TFunction } from "i18next";

export const pageSizeOptions = [10, 20, 50, 100];

/** useTable's pagination plus a page-size selector and the total, "about N" when the API only estimated it. */
export const withTotals = (
  pagination: TablePaginationConfig | false | undefined,
  estimated: boolean,
  t: TFunction,
): TablePaginationConfig | false => {
  if (!pagination) return false;
  return {
    ...pagination,
    showSizeChanger: true,
    pageSizeOptions,
    showTotal: (total, [start, end]) => {
      const format = (n: number) => n.toLocaleString("en-US");
      return t(estimated ? "list.aboutTotal" : "list.total", { start: format(start), end: format(end), total: format(total) });
    },
  };
};
