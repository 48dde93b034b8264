import { DownloadOutlined } from "@ant-design/icons";
import { CanAccess, type CrudFilters, type CrudSorting } from "@refinedev/core";
import { generateFilter, generateSort, stringify } from "@refinedev/simple-rest";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { apiUrl } from "../providers/data";

/** `/api/<resource>/export.csv?` + the same filters and sort as the table (no paging). */
export const exportUrl = (resource: string, filters: CrudFilters, sorters: CrudSorting): string => {
  const sort = generateSort(sorters);
  const query = {
    ...(sort ? { _sort: sort._sort.join(","), _order: sort._order.join(",") } : {}),
    ...generateFilter(filters),
  };
  const search = stringify(query);
  return `${apiUrl}/${resource}/export.csv${search ? `?${search}` : ""}`;
};

/** A plain link, so the browser streams the download with the session cookie; only for roles that may export. */
export const ExportButton = ({ resource, filters, sorters }: { resource: string; filters: CrudFilters; sorters: CrudSorting }) => {
  const { t } = useTranslation();
  return (
    <CanAccess resource={resource} action="export">
      <Button icon={<DownloadOutlined />} href={exportUrl(resource, filters, sorters)} download>
        {t("buttons.export")}
      </Button>
    </CanAccess>
  );
};
