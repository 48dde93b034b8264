import benefits from "../../entities/benefits";
import designations from "../../entities/designations";
import employees from "../../entities/employees";
import { defineModule } from "../module";
import { migrations } from "./migrations";

/** Staff master data: employees (roles outside HR only look them up), designations and benefits. */
export default defineModule({
  name: "employees",
  entities: [employees, designations, benefits],
  migrations,
  demo: () => import("./demo").then((m) => m.seedEmployeesDemo),
});
