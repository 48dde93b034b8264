import attendanceDays from "../../entities/attendance-days";
import attendances from "../../entities/attendances";
import { definePage } from "../../entities";
import payrolls from "../../entities/payrolls";
import salaries from "../../entities/salaries";
import { defineModule } from "../module";
import { migrations } from "./migrations";
import { hrRouter } from "./routes";
import { AttendanceDaysService, SalariesService } from "./service";

export const attendanceMonthlyReport = definePage({
  name: "attendance-monthly-report",
  group: "human-resource",
  menuParent: "attendance",
  route: "/human-resource/attendance/monthly-report",
});
export const salaryGenerateReport = definePage({
  name: "salary-generate-report",
  group: "human-resource",
  menuParent: "salary",
  route: "/human-resource/salary/generate-report",
  policy: "salaries",
  commands: [{ name: "generate-last-month", verb: "generate", method: "post", path: "/salaries/generate", body: { month: "$previousMonth" } }],
});
export const salaryExpense = definePage({
  name: "salary-expense",
  group: "human-resource",
  menuParent: "salary",
  route: "/human-resource/salary/expense",
  policy: "salaries",
});

/**
 * Human resources beyond the staff records: daily attendance -> the monthly sheet (computed in SQL
 * by the work schedule) -> the monthly report; salary generation with the payroll (OT, no-pay leave,
 * commission, adjustments, MPF), payslips, and the salary expense booked through accounting.
 */
export default defineModule({
  name: "hr",
  uses: ["accounting", "settings"],
  entities: [attendanceDays, attendances, salaries, payrolls],
  pages: [attendanceMonthlyReport, salaryGenerateReport, salaryExpense],
  services: { "attendance-days": AttendanceDaysService, salaries: SalariesService },
  routes: hrRouter,
  tables: ["salary_payments"],
  migrations,
  demo: () => import("./demo").then((m) => m.seedHrDemo),
});
