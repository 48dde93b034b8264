/**
 * What modules offer one another, by module name (`ctx.modules.<module>.<service>`). Each module that
 * `provides` something adds its entry here by declaration merging in its own index.ts:
 *
 *   declare module "../../provides" {
 *     interface ModuleServices { accounting: AccountingServices }
 *   }
 *
 * The engine carries the object and knows no module; a module that uses another names it in `uses`,
 * and start-up refuses a module list without it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging
export interface ModuleServices {}
