import benefits from "../../entities/benefits";
import designations from "../../entities/designations";
import employees from "../../entities/employees";
import { defineModule } from "../module";

/** Staff master data: employees (roles outside HR only look them up), designations and benefits. */
export default defineModule({
  name: "employees",
  entities: [employees, designations, benefits],
  demo: () => import("./demo").then((m) => m.seedEmployeesDemo),
});
