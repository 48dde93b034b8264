import { defineJob } from "../../jobs/runner";
import { defineModule } from "../module";

/**
 * The outbox: mail and text messages queued in a change's transaction go out after it commits (the
 * mailer is kicked at once), and this job sends what is due (retries, messages other processes
 * queued, messages that waited for their channel to be configured) every 15 s.
 */
export default defineModule({
  name: "mail",
  jobs: [defineJob({ name: "mail.outbox", every: 15, lease: 300, run: ({ mailer }) => mailer.sendDue() })],
});
