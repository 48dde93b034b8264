import type { EntityDef } from "@erp/api/entities";
import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ShowPage } from "../../crud/ShowPage";
import { useEntityTable } from "../../crud/useEntityTable";
import { useRegistry } from "../../registry/RegistryContext";
import type { ScreenProps } from "../../screens";

/** The first and last day of a month ("2026-11" -> ["2026-11-01", "2026-11-30"]); the list filters take gte and lte. */
const monthRange = (month: string): [string, string] => {
  const [year, m] = month.split("-").map(Number);
  return [`${month}-01`, `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, "0")}`];
};

/** The daily records a sheet was computed from: the employee's days in the sheet's month. */
const DailyRecords = ({ entity, employee, month }: { entity: EntityDef; employee: number; month: string }) => {
  const { t } = useTranslation();
  const [from, to] = monthRange(month);
  const { tableProps, columns } = useEntityTable(entity, {
    sorters: { initial: [{ field: "date", order: "asc" }] },
    filters: {
      permanent: [
        { field: "employee_id", operator: "eq", value: employee },
        { field: "date", operator: "gte", value: from },
        { field: "date", operator: "lte", value: to },
      ],
    },
    pagination: { pageSize: 31 },
    syncWithLocation: false,
    hidden: "employee_id",
  });
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t("attendance-days.attendance-days")}
      </Typography.Title>
      <Table {...tableProps} columns={columns} size="small" />
    </>
  );
};

/** A monthly sheet with the daily records it was computed from. */
export const AttendanceShow = ({ entity }: ScreenProps) => {
  const registry = useRegistry();
  const days = registry.entityByName.get("attendance-days");
  return (
    <ShowPage entity={entity}>
      {(record) => days && <DailyRecords entity={days} employee={record.employee_id as number} month={String(record.year_month)} />}
    </ShowPage>
  );
};

export default AttendanceShow;
