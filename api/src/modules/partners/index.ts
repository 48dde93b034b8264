import partners from "../../entities/partners";
import { defineModule } from "../module";
import { migrations } from "./migrations";
import { partnersRouter } from "./routes";
import { PartnersService } from "./service";

/** Partners: a ledger with a running balance, advances booked as income, personnel matching, settling at zero. */
export default defineModule({
  name: "partners",
  uses: ["accounting", "settings"],
  entities: [partners],
  services: { partners: PartnersService },
  routes: partnersRouter,
  tables: ["partner_ledger"],
  migrations,
  demo: () => import("./demo").then((m) => m.seedPartnersDemo),
});
