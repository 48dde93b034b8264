import { defineJob } from "../../jobs/runner";
import { defineModule } from "../module";

/**
 * The outbox: mail queued in a change's transaction goes out after it commits (the mailer is kicked
 * at once), and this job sends what is due (retries, mail other processes queued) every 15 s.
 */
export default defineModule({
  name: "mail",
  jobs: [defineJob({ name: "mail.outbox", every: 15, lease: 300, run: ({ mailer }) => mailer.sendDue() })],
});
