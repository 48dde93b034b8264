import commissionRecords from "../../entities/commission-records";
import commissions from "../../entities/commissions";
import { defineModule } from "../module";
import { migrations } from "./migrations";
import { commissionsRouter } from "./routes";

/** Commission rates per salesperson and the monthly records generated from completed orders. */
export default defineModule({
  name: "commissions",
  entities: [commissions, commissionRecords],
  routes: commissionsRouter,
  migrations,
  demo: () => import("./demo").then((m) => m.seedCommissionsDemo),
});
