import quotations from "../../entities/quotations";
import serviceCategories from "../../entities/service-categories";
import serviceInvoices from "../../entities/service-invoices";
import servicePlans from "../../entities/service-plans";
import serviceUnits from "../../entities/service-units";
import { defineJob } from "../../jobs/runner";
import { serviceOf } from "../../context";
import { defineModule } from "../module";
import { migrations } from "./migrations";
import { ServiceInvoicesService } from "./invoices";
import { QuotationsService } from "./quotations";
import { serviceRouter } from "./routes";

/**
 * Services and quotations: categories, units with QR codes, plans with packages, service invoices
 * (gapless numbers, the workflow, the income when paid) and quotations that convert into a sales
 * order and a service invoice; PDFs of both, mailed to the customer through the outbox.
 */
export default defineModule({
  name: "service",
  uses: ["accounting", "settings"],
  entities: [serviceCategories, serviceUnits, servicePlans, serviceInvoices, quotations],
  services: { "service-invoices": ServiceInvoicesService, quotations: QuotationsService },
  routes: serviceRouter,
  jobs: [
    defineJob({
      name: "service.expire-quotations",
      every: 3600,
      run: (ctx) => serviceOf(ctx, "quotations", QuotationsService).expireDue(),
    }),
  ],
  tables: ["document_numbers"],
  migrations,
  demo: () => import("./demo").then((m) => m.seedServiceDemo),
});
