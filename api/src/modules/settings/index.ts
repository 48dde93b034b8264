import { Router } from "express";
import { definePage } from "../../entities";
import { defineJob } from "../../jobs/runner";
import { defineModule } from "../module";
import paymentMethods from "../../entities/payment-methods";
import { migrations } from "./migrations";
import { assertPaymentMethod, listPaymentMethods, PaymentMethodsService, paymentMethodLabel } from "./payment-methods";
import { applyRetention, backupsRouter, scheduledBackup } from "./backups";
import { companyRouter } from "./company";
import { dashboardRouter, refreshDashboard } from "./dashboard";
import { configureFromSettings, softwareRouter, writePortable } from "./software";
import { readCompanyLanguage, readPortable, readSettings } from "./store";
import { checkTemplate, templatesRouter, writePortableTemplates } from "./template-routes";
import { readPortableTemplates, readTemplate, renderTemplate } from "./templates";

export type { PortableSettings, Settings } from "./store";
export type { PaymentMethod } from "./payment-methods";
export type { MessageChannel, MessageEvent, PortableTemplate, Template } from "./templates";

/**
 * What the settings module provides: the software settings every module reads (secrets never leave
 * it), and the company-independent ones a configuration file carries (read, and written in the
 * importer's transaction, checked as a PATCH of /settings is).
 */
export interface SettingsServices {
  store: { read: typeof readSettings; portable: { read: typeof readPortable; write: typeof writePortable } };
  /** The company's language for customers who chose none. */
  company: { language: typeof readCompanyLanguage };
  /** The message templates in use (the ADMIN's or the defaults), checked and filled for a record. */
  templates: {
    read: typeof readTemplate;
    render: typeof renderTemplate;
    check: typeof checkTemplate;
    /** The ADMIN's templates, for a configuration file (customize's export and import). */
    portable: { read: typeof readPortableTemplates; write: typeof writePortableTemplates };
  };
  /**
   * The one list of payment methods (settings > payment methods) every payment field chooses from:
   * the list in order, a method's label in a language, and the check a module's own payment route makes.
   */
  paymentMethods: { list: typeof listPaymentMethods; label: typeof paymentMethodLabel; assert: typeof assertPaymentMethod };
}

declare module "../../provides" {
  interface ModuleServices {
    settings: SettingsServices;
  }
}

/** The landing page after sign-in: per role, only the cards of what the role may read. */
export const dashboardPage = definePage({ name: "dashboard", group: "dashboard", route: "/dashboard", icon: "dashboard", shortcut: "d" });
/** The company profile (every PDF's header). */
export const companyPage = definePage({ name: "company", group: "settings", route: "/settings/company" });
/** Currency, e-mail, SMS, work schedule and OT multiplier. */
export const softwarePage = definePage({ name: "software", group: "settings", route: "/settings/software", actions: ["test-email", "test-sms"] });
/** The messages customers get (settings > message templates): subject and body per event, channel and language. */
export const messageTemplatesPage = definePage({ name: "message-templates", group: "settings", route: "/settings/templates", actions: ["preview"] });
/** Backups (back up now, download, delete, restore) and what the product keeps about itself. */
export const systemPage = definePage({
  name: "system",
  group: "settings",
  route: "/settings/system",
  actions: ["backup", "restore"],
  commands: [{ name: "backup-now", verb: "backup", method: "post", path: "/backups" }],
});

/** The next 02:00 in the company's time zone after `now`. */
export const nextNightly = (now: Date, timeZone: string, hour = 2): Date => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  // the zone's offset now, then the wall-clock 02:00 of today (or tomorrow) at that offset
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000;
  let next = Date.UTC(+parts.year, +parts.month - 1, +parts.day, hour) - offset;
  if (next <= now.getTime()) next += 24 * 3600 * 1000;
  return new Date(next);
};

/**
 * Settings: the company singleton, the software settings (read by every module through
 * `ctx.modules.settings.store.read`, secrets write-only), the message templates customers get,
 * backups and restore, and the dashboard.
 */
export default defineModule({
  name: "settings",
  entities: [paymentMethods],
  services: { "payment-methods": PaymentMethodsService },
  pages: [dashboardPage, companyPage, softwarePage, messageTemplatesPage, systemPage],
  provides: (): SettingsServices => ({
    store: { read: readSettings, portable: { read: readPortable, write: writePortable } },
    company: { language: readCompanyLanguage },
    templates: {
      read: readTemplate,
      render: renderTemplate,
      check: checkTemplate,
      portable: { read: readPortableTemplates, write: writePortableTemplates },
    },
    paymentMethods: { list: listPaymentMethods, label: paymentMethodLabel, assert: assertPaymentMethod },
  }),
  configures: configureFromSettings,
  routes: (ctx) => Router().use(dashboardRouter(ctx), companyRouter(ctx), softwareRouter(ctx), templatesRouter(ctx), backupsRouter(ctx)),
  jobs: [
    // every night at 02:00 company time; a run that dies leaves a `.part` file and a row the next run marks failed
    defineJob({
      name: "settings.backup",
      every: 24 * 3600,
      next: (now, ctx) => nextNightly(now, ctx.config.timeZone),
      waitFirst: true,
      lease: 3 * 3600,
      run: scheduledBackup,
    }),
    defineJob({ name: "settings.backup-retention", every: 3600, run: applyRetention }),
    // the dashboard's figures, so opening it never aggregates a month of orders (at most a few minutes old)
    defineJob({ name: "settings.dashboard", every: 180, lease: 300, run: refreshDashboard }),
  ],
  tables: ["company", "settings", "secrets", "backups", "backup_chunks", "dashboard_cache", "message_templates"],
  migrations,
  demo: () => import("./demo").then((m) => m.seedSettingsDemo),
});
